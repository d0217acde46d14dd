import { describe, expect, it } from 'vitest';
import { indexOpenApi, searchOperations } from './openapi-index';

const doc = {
  paths: {
    '/api/payment/create-order': {
      post: {
        operationId: 'paymentCreateOrder',
        tags: ['payment'],
        summary: 'Creates an order',
        description: 'Spec id: paymentCreateOrder; access: authed.',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['productId'],
                properties: {
                  productId: { anyOf: [{ type: 'string' }, { type: 'number' }] },
                  quantity: { type: 'integer' },
                },
              },
            },
          },
        },
      },
    },
    '/api/talk/address/areaList': {
      get: {
        operationId: 'talkAddressAreaList',
        tags: ['address'],
        summary: 'parentId default 1.',
        description: 'Not implemented yet: answers code 501.',
        parameters: [{ name: 'parentId', in: 'query', schema: { type: 'string' } }],
      },
    },
  },
};

describe('the developer documentation index', () => {
  it('lists operations by area with their parameters and whether they answer', () => {
    const ops = indexOpenApi(doc);
    expect(ops.map((o) => [o.area, o.method, o.path, o.implemented])).toEqual([
      ['address', 'GET', '/api/talk/address/areaList', false],
      ['payment', 'POST', '/api/payment/create-order', true],
    ]);
    expect(ops[1]!.params).toEqual([
      { name: 'productId', where: 'body', required: true, type: 'string | number' },
      { name: 'quantity', where: 'body', required: false, type: 'integer' },
    ]);
    expect(ops[0]!.params).toEqual([{ name: 'parentId', where: 'query', required: false, type: 'string' }]);
  });

  it('searches by path, summary or id', () => {
    const ops = indexOpenApi(doc);
    expect(searchOperations(ops, 'CREATE-order').map((o) => o.id)).toEqual(['paymentCreateOrder']);
    expect(searchOperations(ops, 'arealist').map((o) => o.id)).toEqual(['talkAddressAreaList']);
    expect(searchOperations(ops, '  ')).toHaveLength(2);
  });
});
