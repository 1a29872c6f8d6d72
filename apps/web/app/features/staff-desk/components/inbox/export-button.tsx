import { useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { saveFile } from '~/lib/save-file';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';

export interface ExportButtonProps {
  label: string;
  filename: string;
  download: () => Promise<Blob>;
}

/** Fetches a CSV through the staff client (it needs the bearer token, so no plain link) and saves it. */
export function ExportButton({ label, filename, download }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await download(), filename);
    } catch (error) {
      setProblem(formFailure(error).alert);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparando el CSV…' : label}
      </Button>
      {problem ? (
        <Callout tone="error" announce>
          {problem}
        </Callout>
      ) : null}
    </>
  );
}
