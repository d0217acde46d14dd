import type { Context } from '../../trpc/context';
import { listCatalogueTemplates } from '../../services/operators/catalogue-templates';

/** ops/catalogue/templates: the platform studio templates with their state and use. */
export const catalogueTemplateListHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'storage' | 'request'> }) =>
  listCatalogueTemplates({ db: ctx.db, storage: ctx.storage, origin: ctx.request.origin });
