import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { UPLOAD_SUCCESS_ACTION_STATUS } from '@portal/contracts';
import { contentTypeOf } from './content-types';
import { companyPrefix, newObjectKey } from './keys';
import type { S3Bucket } from './s3-bucket';
import { POLICY_TTL_MS, type UploadPolicy, type UploadPolicyRequest } from './upload-policy';

/**
 * The upload policy of S3 mode: a presigned POST (SigV4) for the bucket with the same rules as the
 * local host's policy: the exact new key under the company's and path type's prefix, the size range,
 * and an expiry. The spec's answer fields carry the S3 values (accessId = key id, policy = the base64
 * policy, signature = its SigV4 signature) for callers that read them.
 *
 * The form itself is S3's (key, bucket, Policy, X-Amz-*, Content-Type, success_action_status), handed
 * over as `fields`: the spec's OSS-style names cannot be posted alongside, because MinIO picks the
 * signature scheme by field and reads a post with a `Signature` field as SigV2, and S3 stores refuse
 * any field the policy does not name.
 */
export async function createS3UploadPolicy(
  bucket: S3Bucket,
  request: UploadPolicyRequest,
  ttlMs = POLICY_TTL_MS,
): Promise<UploadPolicy> {
  const dir = companyPrefix(request.companyId, request.pathType);
  const fullPath = newObjectKey(request.companyId, request.pathType, request.fileName);
  const expire = Date.now() + ttlMs;
  const { url, fields } = await createPresignedPost(bucket.client, {
    Bucket: bucket.name,
    Key: fullPath,
    // The exact key is a condition too (added by the SDK): a policy writes one new object, never another.
    Conditions: [
      ['starts-with', '$key', dir],
      ['content-length-range', 0, request.maxSizeBytes],
    ],
    // Stored with its type, so players and <img> get video/mp4 or image/png from the bucket.
    Fields: { 'Content-Type': contentTypeOf(fullPath), success_action_status: String(UPLOAD_SUCCESS_ACTION_STATUS) },
    Expires: Math.round(ttlMs / 1000),
  });
  return {
    accessId: bucket.config.accessKeyId,
    host: url,
    fullPath,
    dir,
    policy: fields.Policy!,
    signature: fields['X-Amz-Signature']!,
    expire,
    fields,
  };
}
