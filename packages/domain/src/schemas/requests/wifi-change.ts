// The WiFi change of an internet service: its body and the services it applies to.
import { z } from 'zod';
import { ssidProblem, wifiMessages, wifiPasswordProblem } from '../../rules/requests/wifi.js';

export const wifiChangeSchema = z.object({
  ssid: z.string({ error: wifiMessages.ssidRequired }).superRefine((value, ctx) => {
    const problem = ssidProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  password: z.string({ error: wifiMessages.passwordLength }).superRefine((value, ctx) => {
    const problem = wifiPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type WifiChangeBody = z.infer<typeof wifiChangeSchema>;

/** An internet service whose WiFi network the customer may change. */
export const wifiServiceSchema = z.object({
  id: z.number().int().positive(),
  producto: z.string(),
  producto_tipo: z.string(),
});
export const wifiServicesSchema = z.object({ services: z.array(wifiServiceSchema) });
export type WifiService = z.infer<typeof wifiServiceSchema>;
