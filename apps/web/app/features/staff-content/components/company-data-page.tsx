import { Callout } from '~/ui/callout/callout';
import { useCompanyData } from '../api/site-content-queries';
import { useIsAdmin } from '../hooks/use-is-admin';
import { CompanyDataForm } from './company-data-form';
import { ContentPage } from './content-page';

/** Company data (issue #31 §2): what the footer and the contact pages show; admins change it. */
export function CompanyDataPage() {
  const isAdmin = useIsAdmin();
  const data = useCompanyData();
  return (
    <ContentPage title="Datos de la empresa">
      {data.isPending ? <p role="status">Cargando los datos…</p> : null}
      {data.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los datos de la empresa. {data.error.message}
        </Callout>
      ) : null}
      {data.data ? <CompanyDataForm data={data.data} readOnly={!isAdmin} /> : null}
    </ContentPage>
  );
}
