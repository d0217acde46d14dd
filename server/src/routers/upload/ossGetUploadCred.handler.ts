import { extensionOf, UPLOAD_RULES, uploadRuleMessages as m } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import type { OssPathType } from '../../services/storage/keys';

type Ctx = Pick<Context, 'storage' | 'request'> & { user: SessionUser };

/**
 * The upload policy (001 §7 /oss/get-upload-cred and GET /get-upload-cred): refuses a type the path
 * type does not take at once, and caps the size at the smaller of the caller's and our limit.
 */
export function ossGetUploadCredHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { fileName: string; maxSizeBytes: number; ossPathType: OssPathType };
}) {
  const rule = UPLOAD_RULES[input.ossPathType];
  const ext = extensionOf(input.fileName);
  if (!rule.extensions.includes(ext))
    throw DomainError.refused(415, input.ossPathType === 'MATERIAL' ? m.materialTypeNotAllowed : m.typeNotAllowed);
  return ctx.storage.uploadPolicy(
    {
      companyId: ctx.user.companyId,
      pathType: input.ossPathType,
      fileName: input.fileName,
      maxSizeBytes: Math.min(input.maxSizeBytes, rule.maxBytes(ext)),
    },
    ctx.request.origin,
  );
}
