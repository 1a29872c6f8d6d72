import { CHANNEL_GRID_IDS, type ChannelGridId, type LineupEntry } from '@portal/domain';
import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { SelectField } from '~/ui/field/select-field';
import { useChannelGrids, useUploadChannelLogo } from '../api/channels-queries';
import { useIsAdmin } from '../hooks/use-is-admin';
import { ImageUploadDialog } from './image-upload-dialog';
import { LineupChangeDialog, type LineupDialogTarget } from './lineup-change-dialog';
import { LineupTable } from './lineup-table';
import styles from './staff-channels.module.css';

/** Channel grids (issue #31 §1): every member reads them; admins change the line-up from a date and the logos. */
export function ChannelGridsPage() {
  const isAdmin = useIsAdmin();
  const grids = useChannelGrids();
  const upload = useUploadChannelLogo();
  const [gridId, setGridId] = useState<ChannelGridId>(1);
  const [target, setTarget] = useState<LineupDialogTarget | null>(null);
  const [logoFor, setLogoFor] = useState<LineupEntry | null>(null);
  const grid = grids.data?.items.find((item) => item.id === gridId);
  const today = grids.data?.today ?? '';
  const groups = [...new Set(grid?.entries.map((entry) => entry.groupTitle) ?? [])];

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Grillas de canales</h1>
        {isAdmin && grid ? (
          <Button onClick={() => setTarget({ kind: 'add' })}>Agregar un canal</Button>
        ) : null}
      </div>
      <p className={styles.lead}>
        Cada cambio rige desde la fecha que elijas. La Res. 733/2017 pide avisar los cambios de grilla con 60
        días de anticipación.
      </p>
      {grids.isPending ? <p role="status">Cargando las grillas…</p> : null}
      {grids.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar las grillas. {grids.error.message}
        </Callout>
      ) : null}
      {grids.data ? (
        <div className={styles.selectRow}>
          <SelectField
            label="Grilla"
            placeholder={null}
            value={String(gridId)}
            onChange={(event) => setGridId(Number(event.target.value) as ChannelGridId)}
            options={CHANNEL_GRID_IDS.map((id) => ({
              value: String(id),
              label: grids.data.items.find((item) => item.id === id)?.title ?? `Grilla ${id}`,
            }))}
          />
        </div>
      ) : null}
      {grid && grid.entries.length === 0 ? <p>Esta grilla no tiene canales.</p> : null}
      {grid && grid.entries.length > 0 ? (
        <LineupTable
          caption={`${grid.title}: canales vigentes y cambios programados, por número`}
          entries={grid.entries}
          today={today}
          {...(isAdmin
            ? {
                onLogo: setLogoFor,
                onMove: (entry: LineupEntry) => setTarget({ kind: 'move', entry }),
                onRemove: (entry: LineupEntry) => setTarget({ kind: 'remove', entry }),
              }
            : {})}
        />
      ) : null}
      {target && grid ? (
        <LineupChangeDialog
          gridId={gridId}
          gridVersion={grid.version}
          today={today}
          groups={groups}
          target={target}
          onClose={() => setTarget(null)}
        />
      ) : null}
      {logoFor ? (
        <ImageUploadDialog
          title={`Logo de ${logoFor.name}`}
          subject={logoFor.name}
          currentUrl={logoFor.logoUrl}
          busy={upload.isPending}
          onUpload={(file) =>
            upload.mutateAsync({ id: logoFor.channelId, version: logoFor.channelVersion, file })
          }
          onClose={() => setLogoFor(null)}
        />
      ) : null}
    </div>
  );
}
