import { todayInUshuaia, type DeskReport, type ReportRow } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { Callout } from '~/ui/callout/callout';
import { useDeskReport, useExportReport } from '../../api/desk-tools-queries';
import { ExportButton } from '../inbox/export-button';
import table from '../desk-table.module.css';
import styles from './report.module.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in Ushuaia, 'AAAA-MM'. */
export function currentMonth(now: Date = new Date()): string {
  const today = todayInUshuaia(now);
  return `${today.year}-${String(today.month).padStart(2, '0')}`;
}

const share = (value: number | null) =>
  value === null ? '—' : `${(value * 100).toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;
const hours = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('es-AR', { maximumFractionDigits: 1 })} h`;

function ReportTable({ caption, rows, first }: { caption: string; rows: ReportRow[]; first: string }) {
  return (
    <div className={table.scroller}>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className={table.numeric}>
              Total
            </th>
            <th scope="col" className={table.numeric}>
              Falla
            </th>
            <th scope="col" className={table.numeric}>
              Facturación
            </th>
            <th scope="col" className={table.numeric}>
              Otros
            </th>
            <th scope="col" className={table.numeric}>
              Resueltas a tiempo
            </th>
            <th scope="col" className={table.numeric}>
              Mediana a la primera respuesta
            </th>
            <th scope="col" className={table.numeric}>
              Mediana a la resolución
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className={table.numeric}>{row.total}</td>
              <td className={table.numeric}>{row.byClass.falla}</td>
              <td className={table.numeric}>{row.byClass.facturacion}</td>
              <td className={table.numeric}>{row.byClass.otros}</td>
              <td className={table.numeric}>
                {share(row.onTimeShare)}
                <span className={table.secondary}>
                  {row.onTime} de {row.decided}
                </span>
              </td>
              <td className={table.numeric}>{hours(row.medianFirstAnswerHours)}</td>
              <td className={table.numeric}>{hours(row.medianResolutionHours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportTables({ report }: { report: DeskReport }) {
  return (
    <>
      <ReportTable caption="Total del mes" rows={[report.total]} first="Todas" />
      <ReportTable caption="Por cola" rows={report.queues} first="Cola" />
      <ReportTable caption="Por miembro" rows={report.members} first="Miembro" />
      <p className={styles.note}>
        Las medianas cuentan horas corridas (lo que espera el cliente), no hábiles.
      </p>
    </>
  );
}

/** The supervisors' monthly report (issue #30 §2), the month kept in the URL. */
export function ReportPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('mes') ?? '';
  const month = MONTH.test(asked) ? asked : currentMonth();
  const report = useDeskReport(month);
  const exportCsv = useExportReport();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Informe de gestiones</h1>
      <div className={styles.toolbar}>
        <label className={styles.month}>
          <span>Mes</span>
          <input
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(e) => {
              if (MONTH.test(e.target.value)) setParams({ mes: e.target.value });
            }}
          />
        </label>
        <ExportButton
          label="Exportar en CSV"
          filename={`informe-gestiones-${month}.csv`}
          download={() => exportCsv.mutateAsync(month)}
        />
      </div>
      {report.isPending ? <p role="status">Cargando el informe…</p> : null}
      {report.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar el informe. {report.error.message}
        </Callout>
      ) : null}
      {report.data ? <ReportTables report={report.data} /> : null}
    </div>
  );
}
