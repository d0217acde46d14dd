import { describe, expect, it } from 'vitest';
import { storedFileOf, uploadForm } from './upload-form';

describe('the upload form', () => {
  it('posts the policy fields in order, then the file last', () => {
    const fields = {
      host: 'http://portal/storage',
      key: 'c/1/MATERIAL/u/a.png',
      policy: 'cG9s',
      OSSAccessKeyId: 'portal-local',
      success_action_status: '200',
      signature: 'sig',
      name: 'a.png',
    };
    const form = uploadForm({ fields }, new Blob(['x']), 'a.png');
    expect([...form.keys()]).toEqual([...Object.keys(fields), 'file']);
    expect(form.get('OSSAccessKeyId')).toBe('portal-local');
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it('posts an S3 presigned form as given', () => {
    const fields = {
      'Content-Type': 'image/png',
      success_action_status: '200',
      bucket: 'media',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AK/20260101/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20260101T000000Z',
      key: 'c/1/MATERIAL/u/a.png',
      Policy: 'cG9s',
      'X-Amz-Signature': 'ab12',
    };
    const form = uploadForm({ fields }, new Blob(['x']), 'a.png');
    expect([...form.keys()]).toEqual([...Object.keys(fields), 'file']);
    expect(form.has('signature')).toBe(false);
  });
});

describe('the stored file of a finished post', () => {
  const policy = { host: 'http://127.0.0.1:9000/media', fullPath: 'c/1/MATERIAL/u/演示.png' };

  it('takes the storage host’s envelope', () => {
    const data = { url: 'http://portal/storage/c/1/a.png', key: 'c/1/a.png', fileName: 'a.png' };
    expect(storedFileOf(200, JSON.stringify({ code: 200, message: 'ok', data }), policy, 'a.png')).toEqual(data);
  });

  it('refuses with the envelope’s message', () => {
    expect(() =>
      storedFileOf(403, JSON.stringify({ code: 403, message: '上传签名无效', data: null }), policy, 'a.png'),
    ).toThrow('上传签名无效');
  });

  it('makes host plus path of an empty 200 from S3, and refuses an S3 error', () => {
    expect(storedFileOf(200, '', policy, '演示.png')).toEqual({
      url: 'http://127.0.0.1:9000/media/c/1/MATERIAL/u/%E6%BC%94%E7%A4%BA.png',
      key: policy.fullPath,
      fileName: '演示.png',
    });
    expect(() => storedFileOf(403, '<Error><Code>AccessDenied</Code></Error>', policy, 'a.png')).toThrow('HTTP 403');
  });
});
