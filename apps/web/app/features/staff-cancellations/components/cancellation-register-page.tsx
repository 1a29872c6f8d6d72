import { staffCancellationRegisterApi, staffRoleAtLeast, todayInUshuaia, toIsoDate } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { formFailure } from '~/lib/api/form-failure';
import { saveFile } from '~/lib/save-file';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';

/**
 * The register of every baja and arrepentimiento (issue #32 §1), downloaded as CSV for an audit. Supervisors
 * only: the API answers 403 to anyone else, the screen just does not offer it.
 */
export function CancellationRegisterPage() {
  const session = useStaffSession();
  const api = useStaffApiClient();
  const download = useMutation({
    mutationFn: () => api.download(staffCancellationRegisterApi.exportCancellationRegister),
    onSuccess: (blob) => saveFile(blob, `registro-bajas-${toIsoDate(todayInUshuaia())}.csv`),
  });
  if (!session || !staffRoleAtLeast(session.staff.role, 'supervisor')) {
    return <p>El registro de bajas es para supervisores y administradores.</p>;
  }
  return (
    <section aria-labelledby="cancellation-register-title">
      <h1 id="cancellation-register-title">Registro de bajas y arrepentimientos</h1>
      <p>
        Cada baja y cada arrepentimiento, con la fecha en que se recibió, el medio, el número de gestión, si
        se verificó al titular y cuándo se resolvió. Las que dicen «no» en Verificado esperan que confirmes al
        titular por teléfono. La descarga queda en la auditoría.
      </p>
      <Button
        variant="secondary"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
      >
        {download.isPending ? 'Preparando el CSV…' : 'Descargar el registro (CSV)'}
      </Button>
      {download.error ? (
        <Callout tone="error" announce>
          {formFailure(download.error).alert}
        </Callout>
      ) : null}
    </section>
  );
}
