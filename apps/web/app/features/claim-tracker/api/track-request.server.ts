// The tracker page's action (issue #32 §3): the form's fields go to the API in process, with the visitor's
// address, so its per-address limit counts the visitor. Never throws: the page always renders an answer.
import { claimTrackerApi } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';
import { serverApiClient } from '~/lib/api/server-api-client.server';
import type { PortalLoadContext } from '~/lib/config/load-context';
import type { TrackerOutcome } from '../lib/tracker-outcome';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function trackRequest(
  context: Pick<PortalLoadContext, 'apiFetch'>,
  form: FormData,
): Promise<TrackerOutcome> {
  const values = { numero: text(form, 'numero'), dni: text(form, 'dni') };
  try {
    const { request } = await serverApiClient(context.apiFetch).call(claimTrackerApi.trackRequest, {
      body: values,
    });
    return request ? { kind: 'found', values, request } : { kind: 'not-found', values };
  } catch (error) {
    if (error instanceof ApiError && error.fields) return { kind: 'invalid', values, fields: error.fields };
    const message = error instanceof ApiError && error.status < 500 ? error.message : null;
    return { kind: 'failed', values, message };
  }
}
