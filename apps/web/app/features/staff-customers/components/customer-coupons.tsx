import { zodResolver } from '@hookform/resolvers/zod';
import {
  couponAssignmentSchema,
  formatDate,
  type CouponAssignment,
  type CustomerCouponAdmin,
} from '@portal/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { SelectField } from '~/ui/field/select-field';
import { useAssignCoupon, useCustomerCoupons, useExpireCoupon } from '../api/customers-queries';
import { useHasStaffRole } from '../hooks/use-staff-role';
import { RecordTable } from './record-table';
import styles from './customers.module.css';

const column = createColumnHelper<CustomerCouponAdmin>();

function stateOf(coupon: CustomerCouponAdmin): string {
  if (coupon.usedAt) return `Usado el ${formatDate(coupon.usedAt)}`;
  if (coupon.expiresAt) return `Vencido el ${formatDate(coupon.expiresAt)}`;
  return 'Disponible';
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

function AssignForm({
  customerNumber,
  options,
  onDone,
}: {
  customerNumber: number;
  options: Array<{ value: string; label: string }>;
  onDone: (notice: Notice) => void;
}) {
  const assign = useAssignCoupon(customerNumber);
  const form = useForm<z.input<typeof couponAssignmentSchema>, unknown, CouponAssignment>({
    resolver: zodResolver(couponAssignmentSchema),
    defaultValues: { couponId: '' },
  });
  const submit = form.handleSubmit(({ couponId }) => {
    const formName = `staff-coupon-${customerNumber}`;
    assign.mutate(
      { couponId, idempotencyKey: submissionKey(formName, { couponId }) },
      {
        onSuccess: (coupon) => {
          submissionDone(formName);
          form.reset({ couponId: '' });
          onDone({ tone: 'success', text: `Le dimos el cupón ${coupon.code}.` });
        },
        onError: (error) => onDone({ tone: 'error', text: formFailure(error).alert }),
      },
    );
  });
  return (
    <form className={styles.inlineForm} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.inlineField}>
        <SelectField
          label="Cupón para darle"
          placeholder="Elegí un cupón"
          options={options}
          error={form.formState.errors.couponId?.message}
          {...form.register('couponId')}
        />
      </div>
      <Button type="submit" disabled={assign.isPending} aria-busy={assign.isPending}>
        Dar el cupón
      </Button>
    </form>
  );
}

/** Coupons per customer (issue #31 §3): supervisors and admins give one from the catalogue or expire it. */
export function CustomerCoupons({ customerNumber }: { customerNumber: number }) {
  const coupons = useCustomerCoupons(customerNumber);
  const expire = useExpireCoupon(customerNumber);
  const canAct = useHasStaffRole('supervisor');
  const [notice, setNotice] = useState<Notice>(null);

  const columns = useMemo(() => {
    const base = [
      column.accessor('code', { header: 'Código' }),
      column.accessor('title', {
        header: 'Cupón',
        cell: (info) => `${info.getValue()} (${info.row.original.partner})`,
      }),
      column.accessor('assignedAt', { header: 'Desde', cell: (info) => formatDate(info.getValue()) }),
      column.display({ id: 'estado', header: 'Estado', cell: ({ row }) => stateOf(row.original) }),
    ];
    if (!canAct) return base;
    return [
      ...base,
      column.display({
        id: 'acciones',
        header: 'Acciones',
        cell: ({ row: { original: coupon } }) =>
          coupon.usedAt || coupon.expiresAt ? null : (
            <Button
              variant="secondary"
              className={styles.small}
              onClick={() =>
                expire.mutate(coupon.couponId, {
                  onSuccess: () => setNotice({ tone: 'success', text: `Vencimos el cupón ${coupon.code}.` }),
                  onError: (error) => setNotice({ tone: 'error', text: formFailure(error).alert }),
                })
              }
            >
              Vencer<span className="visually-hidden"> el cupón {coupon.code}</span>
            </Button>
          ),
      }),
    ];
  }, [canAct, expire]);

  return (
    <section className={styles.section} aria-labelledby="customer-coupons">
      <h2 id="customer-coupons" className={styles.subtitle}>
        Cupones
      </h2>
      {notice ? (
        <Callout tone={notice.tone} announce>
          {notice.text}
        </Callout>
      ) : null}
      {coupons.isPending ? <p role="status">Cargando los cupones…</p> : null}
      {coupons.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los cupones. {coupons.error.message}
        </Callout>
      ) : null}
      {coupons.data ? (
        <>
          <RecordTable
            caption="Cupones del cliente"
            rows={coupons.data.items}
            columns={columns}
            empty="No tiene cupones."
          />
          {canAct && coupons.data.available.length > 0 ? (
            <AssignForm
              customerNumber={customerNumber}
              options={coupons.data.available.map((c) => ({
                value: String(c.id),
                label: `${c.code}: ${c.title} (${c.partner})`,
              }))}
              onDone={setNotice}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
