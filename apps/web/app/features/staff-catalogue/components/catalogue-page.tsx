// /gestion/catalogo (issue #31 §1): every product's plans, add-ons and packets; admins create and edit them in
// a dialog. A saved price shows on the site's next page load; a new price for subscribers is mailed to them.
import {
  formatIsoDate,
  staffRoleAtLeast,
  type CataloguePlan,
  type CatalogueProduct,
  type PlanFormOutput,
  type PlanSaved,
} from '@portal/domain';
import { useCallback, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { useCatalogue, useCreatePlan, useUpdatePlan } from '../api/catalogue-queries';
import { toCustomersWhoHave } from '../lib/plan-form-values';
import { PlanForm } from './plan-form';
import { PlansTable } from './plans-table';
import styles from './catalogue.module.css';

type Dialog = { kind: 'create'; product: CatalogueProduct } | { kind: 'edit'; plan: CataloguePlan };

function savedNotice({ plan, notice }: PlanSaved): string {
  const saved = `Guardamos ${plan.packetName}. El sitio ya muestra los cambios.`;
  if (!notice) return saved;
  if (notice.mailed === 0) return `${saved} Ningún cliente del plan tiene email: no se mandó el aviso.`;
  const date = formatIsoDate(notice.effectiveDate);
  return `${saved} Avisamos por email ${toCustomersWhoHave(notice.mailed)} el plan que el nuevo precio rige desde el ${date}.`;
}

export function CataloguePage() {
  const session = useStaffSession();
  const isAdmin = session ? staffRoleAtLeast(session.staff.role, 'admin') : false;
  const catalogue = useCatalogue();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  const onEdit = useCallback((plan: CataloguePlan) => setDialog({ kind: 'edit', plan }), []);

  const save = async (values: PlanFormOutput, parentId: number | null) => {
    if (!dialog) return;
    const saved =
      dialog.kind === 'edit'
        ? await update.mutateAsync({
            planId: dialog.plan.id,
            body: { version: dialog.plan.version, ...values },
          })
        : await create.mutateAsync({ productId: dialog.product.id, parentId, ...values });
    setNotice(savedNotice(saved));
    close();
  };

  return (
    <>
      <h1 className={styles.title}>Catálogo</h1>
      <p className={styles.muted}>
        {isAdmin
          ? 'Los cambios se ven en el sitio en la próxima carga de cada página.'
          : 'Solo un admin puede cambiar planes y precios.'}
      </p>
      <p role="status" aria-live="polite" className={notice ? styles.success : undefined}>
        {notice}
      </p>
      {catalogue.isPending ? <p role="status">Cargando el catálogo…</p> : null}
      {catalogue.isError ? (
        <p role="alert" className={styles.alert}>
          {formFailure(catalogue.error).alert}
        </p>
      ) : null}
      {catalogue.data?.products.map((product) => (
        <section key={product.id} className={styles.product} aria-labelledby={`producto-${product.id}`}>
          <div className={styles.header}>
            <h2 id={`producto-${product.id}`} className={styles.productTitle}>
              {product.productName}
              <span className={styles.muted}> · {product.serviceType}</span>
            </h2>
            {isAdmin ? (
              <Button
                variant="secondary"
                className={styles.small}
                onClick={() => setDialog({ kind: 'create', product })}
              >
                Nuevo plan<span className="visually-hidden"> de {product.productName}</span>
              </Button>
            ) : null}
          </div>
          <PlansTable
            caption={`Planes de ${product.productName}`}
            plans={product.plans}
            onEdit={isAdmin ? onEdit : undefined}
          />
        </section>
      ))}
      {dialog ? (
        <Modal
          title={
            dialog.kind === 'edit'
              ? `Editar ${dialog.plan.packetName}`
              : `Nuevo plan de ${dialog.product.productName}`
          }
          onClose={close}
          isDismissable={false}
        >
          <PlanForm
            plan={dialog.kind === 'edit' ? dialog.plan : undefined}
            parents={
              dialog.kind === 'create' ? dialog.product.plans.filter((p) => p.parentId === null) : undefined
            }
            onSubmit={save}
            onCancel={close}
          />
        </Modal>
      ) : null}
    </>
  );
}
