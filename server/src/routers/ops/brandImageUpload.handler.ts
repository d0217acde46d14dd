import type { BrandImageKind, UploadedFile } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { uploadBrandImage } from '../../services/operators/brand-images';

/** ops/brand/image: a brand's logo or login picture, checked and re-encoded; its URL goes into the brand's form. */
export const brandImageUploadHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage'> & { act: OperatorAct };
  input: { kind: BrandImageKind; file?: UploadedFile | undefined };
}) => uploadBrandImage({ db: ctx.db, storage: ctx.storage }, ctx.act, input);
