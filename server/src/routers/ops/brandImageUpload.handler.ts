import type { BrandImageKind, UploadedFile } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { uploadBrandImage } from '../../services/operators/brand-images';

/** ops/brand/image: a brand's logo or login picture, checked and re-encoded; its URL goes into the brand's form. */
export const brandImageUploadHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'heavy'> & { act: OperatorAct };
  input: { kind: BrandImageKind; file?: UploadedFile | undefined };
}) => {
  const { heavy } = ctx;
  // Decoding a 6000 px picture takes about a second: on a heavy-work thread, the web thread keeps answering.
  const redraw = heavy ? (kind: BrandImageKind, bytes: Uint8Array) => heavy.brandPicture(kind, bytes) : undefined;
  return uploadBrandImage({ db: ctx.db, storage: ctx.storage, redraw }, ctx.act, input);
};
