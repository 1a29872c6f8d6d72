import type { BulkResult } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';

function resultText(result: BulkResult): string {
  const changed = `${result.changed} ${result.changed === 1 ? 'gestión cambiada' : 'gestiones cambiadas'}`;
  return result.skipped.length === 0
    ? `Listo: ${changed}.`
    : `${changed}; ${result.skipped.length} sin cambiar.`;
}

/** What a bulk action did, and why each request it skipped could not change. */
export function BulkResultNotice({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  return (
    <Callout tone={result.skipped.length === 0 ? 'success' : 'warning'} announce data-testid="bulk-result">
      {resultText(result)}
      {result.skipped.length > 0 ? (
        <ul>
          {result.skipped.map((s) => (
            <li key={s.number}>
              {s.number}: {s.reason}
            </li>
          ))}
        </ul>
      ) : null}{' '}
      <Button variant="ghost" onClick={onClose}>
        Cerrar el aviso
      </Button>
    </Callout>
  );
}
