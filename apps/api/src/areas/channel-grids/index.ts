// The channel grids area's public entry (issue #31 §1): channel grids with logos and dated line-up changes,
// the payment methods page's brands, and the stored images both show.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { FileStorage } from '../../infrastructure/storage/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { ChannelGridsRepository } from './channel-grids-repository.js';
import { ChannelGridsService } from './channel-grids-service.js';
import { MediaImages } from './media-images.js';
import { PaymentBrandsRepository } from './payment-brands-repository.js';
import { PaymentBrandsService } from './payment-brands-service.js';

export { channelGridsRoutes } from './channel-grids-routes.js';
export { mediaRoutes } from './media-routes.js';
export { paymentBrandsRoutes } from './payment-brands-routes.js';

export interface ChannelGridsServices {
  grids: ChannelGridsService;
  brands: PaymentBrandsService;
  media: MediaImages;
}

export function createChannelGridsServices({
  db,
  storage,
}: {
  db: Kysely<Database>;
  storage: FileStorage;
}): ChannelGridsServices {
  const audit = new AuditLogRepository(db);
  const media = new MediaImages(db, storage);
  return {
    grids: new ChannelGridsService(new ChannelGridsRepository(db), media, audit),
    brands: new PaymentBrandsService(new PaymentBrandsRepository(db), media, audit),
    media,
  };
}
