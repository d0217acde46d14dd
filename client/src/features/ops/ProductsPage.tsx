import { useState } from 'react';
import { ModalForm } from './ModalForm';
import { Badge, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { opsMessages, PRODUCT_OFFER_LIMITS } from '@portal/contracts';
import { ConfirmAction } from '../../components/ConfirmAction';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { ListView, type Column } from './ListView';
import { failureText } from './failure-text';
import { yuan } from './format';
import { useConsoleForm } from './use-console-form';

type Product = RouterOutputs['ops']['productList'][number];
type SaveInput = Omit<RouterInputs['ops']['productSave'], 'productId'>;
type OfferForm = { price: string; originPrice: string; note: string };

/** The pay-wall's two product lines and, in each, its packages and its fuel packs. */
const GROUPS = [
  { line: 'studio', kind: 'licence', label: '视频创作 · 授权版本' },
  { line: 'studio', kind: 'pack', label: '视频创作 · 资源加油包' },
  { line: 'interactive', kind: 'licence', label: '互动数字人 · 授权版本' },
  { line: 'interactive', kind: 'pack', label: '互动数字人 · 资源加油包' },
] as const;

const nameOf = (p: Product) => `${p.title}${p.subtitle ? ` ${p.subtitle}` : ''}`;

/** What a product grants, from code: a package's days, a fuel pack's points. */
const grantOf = (p: Product) => {
  if (p.days !== null) return `${p.days}天`;
  if (p.amount !== null) return `${p.amount.toLocaleString('zh-CN')}点`;
  return '—';
};

/** Fen as the yuan a form shows: 3990 → 39.9. */
const yuanText = (fen: number | null) => (fen === null ? '' : String(fen / 100));

/**
 * 商品价格 (/ops/products): the pay-wall's packages and fuel packs. The operator sets each one's
 * price, original (struck-through) price, badge and 上架/下架; what it grants stays as the code defines.
 */
export function ProductsPage() {
  const utils = trpc.useUtils();
  const products = trpc.ops.productList.useQuery({}, silentCall);
  const save = trpc.ops.productSave.useMutation(silentCall);
  const [editing, setEditing] = useState<Product | null>(null);

  /** Saves a change and puts the answer in the list, so the table shows it without a reload. */
  const apply = async (product: Product, change: SaveInput) => {
    const saved = await save.mutateAsync({ productId: product.productId, ...change });
    utils.ops.productList.setData({}, (list) => list?.map((p) => (p.productId === saved.productId ? saved : p)));
    return saved;
  };
  /** A one-click action (上架/下架, 恢复默认): its refusal is toasted and the popover stays open. */
  const act = (product: Product, change: SaveInput, done: string) => async () => {
    try {
      await apply(product, change);
      toast.success(`「${nameOf(product)}」${done}`);
    } catch (error) {
      toast.error(failureText(error));
      throw error;
    }
  };

  const columns: Column<Product>[] = [
    {
      label: '商品',
      primary: true,
      render: (p) => (
        <Text span fw={600}>
          {nameOf(p)}
        </Text>
      ),
    },
    { label: '发放内容', render: grantOf },
    {
      label: '价格',
      render: (p) =>
        p.editable ? (
          <Stack gap={0}>
            <Text span size="sm">
              {yuan(p.priceFen)}
            </Text>
            {p.priceFen !== p.defaultPriceFen && (
              <Text span size="xs" c="dimmed">
                默认 {yuan(p.defaultPriceFen)}
              </Text>
            )}
          </Stack>
        ) : (
          '免费'
        ),
    },
    {
      label: '原价',
      render: (p) =>
        p.originPriceFen === null ? (
          '—'
        ) : (
          <Text span size="sm" td="line-through" c="dimmed">
            {yuan(p.originPriceFen)}
          </Text>
        ),
    },
    {
      label: '角标',
      render: (p) =>
        p.note ? (
          <Badge color="orange" variant="light">
            {p.note}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      label: '状态',
      render: (p) => (
        <Badge color={p.onSale ? 'green' : 'gray'} variant="light">
          {p.onSale ? '在售' : '已下架'}
        </Badge>
      ),
    },
    {
      label: '操作',
      render: (p) =>
        p.editable ? (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(p)}>
              编辑
            </Button>
            {p.onSale ? (
              <ConfirmAction
                label="下架"
                message={`下架后付费墙不再展示「${nameOf(p)}」，企业无法再下单；已创建的订单不受影响。`}
                onConfirm={act(p, { onSale: false }, '已下架')}
              />
            ) : (
              <ConfirmAction
                label="上架"
                color="green"
                message={`上架后「${nameOf(p)}」按 ${yuan(p.priceFen)} 在付费墙展示并可下单。`}
                onConfirm={act(p, { onSale: true }, '已上架')}
              />
            )}
            {p.customised && (
              <ConfirmAction
                label="恢复默认"
                color="gray"
                message={`恢复为默认价格 ${yuan(p.defaultPriceFen)}${
                  p.defaultOriginPriceFen === null ? '' : `（原价 ${yuan(p.defaultOriginPriceFen)}）`
                }${p.defaultNote ? `、角标「${p.defaultNote}」` : '、无角标'}，并上架。`}
                onConfirm={act(p, { reset: true }, '已恢复默认')}
              />
            )}
          </Group>
        ) : (
          <Text span size="xs" c="dimmed">
            免费版不可修改
          </Text>
        ),
    },
  ];

  const loadError = products.error ? failureText(products.error) : null;
  const groups = GROUPS.map((g) => ({
    ...g,
    rows: (products.data ?? []).filter((p) => p.line === g.line && p.kind === g.kind),
  })).filter((g) => g.rows.length > 0);

  return (
    <Stack gap="md">
      <Title order={2}>商品价格</Title>
      <Text size="sm" c="dimmed">
        付费墙上的授权版本与资源加油包：价格、原价（划线价）、角标与上下架。
      </Text>
      <Text size="sm" c="dimmed">
        发放的天数、资源与数量由系统定义，不可修改；修改即时生效，已创建的订单保持下单时的金额。
      </Text>
      {products.data && groups.length > 0 ? (
        groups.map((g) => (
          <Stack key={`${g.line}-${g.kind}`} gap="xs">
            <Title order={4}>{g.label}</Title>
            <ListView
              rows={g.rows}
              columns={columns}
              rowKey={(p) => p.productId}
              loading={false}
              error={null}
              onRetry={() => void products.refetch()}
              empty="暂无商品"
              label={g.label}
            />
          </Stack>
        ))
      ) : (
        <ListView
          rows={products.data}
          columns={columns}
          rowKey={(p) => p.productId}
          loading={products.isPending}
          error={loadError}
          onRetry={() => void products.refetch()}
          empty="付费墙上还没有商品"
          label="商品列表"
        />
      )}
      {editing && (
        <OfferDialog
          product={editing}
          onSave={(change) => apply(editing, change)}
          onClose={() => setEditing(null)}
          busy={save.isPending}
        />
      )}
    </Stack>
  );
}

/** 编辑: price, original price and badge; a refusal lands beside its field or under the form. */
function OfferDialog({
  product,
  onSave,
  onClose,
  busy,
}: {
  product: Product;
  onSave: (change: SaveInput) => Promise<unknown>;
  onClose: () => void;
  busy: boolean;
}) {
  const { failure, input, submit, values } = useConsoleForm<OfferForm>({
    price: yuanText(product.priceFen),
    originPrice: yuanText(product.originPriceFen),
    note: product.note,
  });
  const save = () =>
    submit(
      async () => {
        await onSave({
          // A blank or mistyped price goes to the server as such: its refusal names the rule.
          price: Number(values.price.trim()),
          originPrice: values.originPrice.trim() ? Number(values.originPrice.trim()) : null,
          note: values.note,
        });
        toast.success(`「${nameOf(product)}」已保存`);
        onClose();
      },
      () => {
        // The server refuses it too; said here, it lands beside the field it is about.
        const price = Number(values.price.trim());
        const origin = Number(values.originPrice.trim());
        return values.originPrice.trim() && values.price.trim() && origin <= price
          ? { originPrice: opsMessages.productOriginNotAbove }
          : {};
      },
    );
  return (
    <Modal opened onClose={onClose} title={`编辑「${nameOf(product)}」`} centered>
      <ModalForm onSubmit={save} failure={failure} busy={busy} submitLabel="保存">
        <Text size="sm" c="dimmed">
          发放内容：{grantOf(product)}（不可修改）。默认价格 {yuan(product.defaultPriceFen)}。
        </Text>
        <TextInput
          label="价格（元）"
          inputMode="decimal"
          description={`${PRODUCT_OFFER_LIMITS.priceMinYuan}–${PRODUCT_OFFER_LIMITS.priceMaxYuan} 元，最多两位小数`}
          data-autofocus
          {...input('price')}
        />
        <TextInput
          label="原价（元）"
          inputMode="decimal"
          description="付费墙上划线显示，须高于价格；留空则不显示"
          {...input('originPrice')}
        />
        <TextInput
          label="角标"
          description="如：限时优惠；留空则不显示"
          maxLength={PRODUCT_OFFER_LIMITS.noteMax}
          {...input('note')}
        />
      </ModalForm>
    </Modal>
  );
}
