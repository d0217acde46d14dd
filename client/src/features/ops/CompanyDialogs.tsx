import { useState } from 'react';
import { Button, Checkbox, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LICENCE_APP_ID_LIST, type LicenceAppId } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { GRANTABLE_RESOURCES, isLicenceLine, lineName, yuan } from './format';
import { failureText } from './failure-text';
import { formatDate } from '../shell/licence-rules';

type Source = 'offline' | 'platformGift';
const SOURCES = [
  { value: 'offline', label: '线下开通' },
  { value: 'platformGift', label: '平台赠送' },
];

/** After any change to a company: its page, the list and the orders read again. */
function useRefresh() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.ops.companyDetail.invalidate(),
      utils.ops.companyList.invalidate(),
      utils.ops.orderList.invalidate(),
    ]);
}

const Failure = ({ message }: { message: string | null }) =>
  message ? (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  ) : null;

export function GrantLicenceDialog({
  companyId,
  initialLine = null,
  onClose,
}: {
  companyId: string;
  /** Opened from a licence row's 续期: that line is chosen, and the dialog is titled as an extension. */
  initialLine?: LicenceAppId | null;
  onClose: () => void;
}) {
  const refresh = useRefresh();
  const grant = trpc.ops.licenceGrant.useMutation(silentCall);
  const [lines, setLines] = useState<string[]>(initialLine ? [String(initialLine)] : []);
  const [days, setDays] = useState<number | string>(365);
  const [source, setSource] = useState<Source>('offline');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    if (lines.length === 0) return setFailure('请选择至少一条产品线');
    try {
      await grant.mutateAsync({
        companyId,
        appIds: lines.map(Number).filter(isLicenceLine),
        days: Number(days),
        source,
      });
      await refresh();
      toast.success(initialLine ? '已续期' : '已授予');
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={initialLine ? `续期「${lineName(initialLine)}」` : '授予授权'} centered>
      <Stack gap="sm">
        <Checkbox.Group label="产品线" value={lines} onChange={setLines}>
          <Stack gap={6} mt={6}>
            {LICENCE_APP_ID_LIST.map((id) => (
              <Checkbox key={id} value={String(id)} label={lineName(id)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <NumberInput label="有效天数" min={1} max={3650} allowDecimal={false} value={days} onChange={setDays} />
        <Select
          label="来源"
          data={SOURCES}
          value={source}
          onChange={(v) => setSource((v as Source) ?? 'offline')}
          allowDeselect={false}
        />
        <Text size="xs" c="dimmed">
          已有授权从当前到期日起延长；企业的权益看板立即可见。
        </Text>
        <Failure message={failure} />
        <Button onClick={() => void submit()} loading={grant.isPending}>
          确定
        </Button>
      </Stack>
    </Modal>
  );
}

export function GiftPackageDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const refresh = useRefresh();
  const gift = trpc.ops.quotaGrant.useMutation(silentCall);
  const [resourceCode, setResourceCode] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [source, setSource] = useState<Source>('platformGift');
  const [failure, setFailure] = useState<string | null>(null);
  const unit = GRANTABLE_RESOURCES.find((r) => r.code === resourceCode)?.unit;
  const submit = async () => {
    setFailure(null);
    if (!resourceCode) return setFailure('请选择资源');
    try {
      await gift.mutateAsync({ companyId, resourceCode, amount: Number(amount), source });
      await refresh();
      toast.success('已赠送');
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title="赠送资源" centered>
      <Stack gap="sm">
        <Select
          label="资源"
          placeholder="选择资源"
          data={GRANTABLE_RESOURCES.map((r) => ({ value: r.code, label: `${r.name}（${r.unit}）` }))}
          value={resourceCode}
          onChange={setResourceCode}
        />
        <NumberInput
          label="数量"
          min={1}
          max={1_000_000}
          allowDecimal={false}
          value={amount}
          onChange={setAmount}
          {...(unit ? { rightSection: <Text size="xs">{unit}</Text>, rightSectionWidth: 48 } : {})}
        />
        <Select
          label="来源"
          data={SOURCES}
          value={source}
          onChange={(v) => setSource((v as Source) ?? 'platformGift')}
          allowDeselect={false}
        />
        <Failure message={failure} />
        <Button onClick={() => void submit()} loading={gift.isPending}>
          确定
        </Button>
      </Stack>
    </Modal>
  );
}

export function SuspendDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const refresh = useRefresh();
  const suspend = trpc.ops.companySuspend.useMutation(silentCall);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    if (!reason.trim()) return setFailure('请填写原因');
    try {
      await suspend.mutateAsync({ companyId, reason: reason.trim() });
      await refresh();
      toast.success('企业已暂停');
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title="暂停企业" centered>
      <Stack gap="sm">
        <Text size="sm">暂停后该企业所有成员立即退出登录，登录时看到暂停原因；数据保留，恢复后照常使用。</Text>
        <Textarea
          label="暂停原因"
          maxLength={200}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Failure message={failure} />
        <Button color="red" onClick={() => void submit()} loading={suspend.isPending}>
          确认暂停
        </Button>
      </Stack>
    </Modal>
  );
}

export function ResumeDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const refresh = useRefresh();
  const resume = trpc.ops.companyResume.useMutation(silentCall);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    try {
      await resume.mutateAsync({ companyId });
      await refresh();
      toast.success('企业已恢复');
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title="恢复企业" centered>
      <Stack gap="sm">
        <Text size="sm">恢复后企业成员可以重新登录，授权与资源照常可用。</Text>
        <Failure message={failure} />
        <Button onClick={() => void submit()} loading={resume.isPending} data-autofocus>
          确认恢复
        </Button>
      </Stack>
    </Modal>
  );
}

export function OfflinePaymentDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const refresh = useRefresh();
  const products = trpc.ops.productList.useQuery({}, silentCall);
  const record = trpc.ops.orderRecordOffline.useMutation(silentCall);
  const [productId, setProductId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [transferRef, setTransferRef] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const product = products.data?.find((p) => p.productId === productId);
  const submit = async () => {
    setFailure(null);
    if (!productId) return setFailure('请选择商品');
    if (!transferRef.trim()) return setFailure('请填写银行转账流水号');
    try {
      await record.mutateAsync({
        companyId,
        productId,
        quantity: Number(quantity),
        transferRef: transferRef.trim(),
        note,
      });
      await refresh();
      toast.success('已登记，权益已发放');
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title="登记线下付款" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          收到对公转账后登记：订单记为已支付（线下），按商品发放授权或资源。
        </Text>
        <Select
          label="商品"
          placeholder={products.isPending ? '正在加载…' : '选择商品'}
          error={products.isError ? `商品加载失败：${failureText(products.error)}` : undefined}
          data={(products.data ?? [])
            // A free product is never sold; one off sale can still be recorded (the transfer was agreed).
            .filter((p) => p.editable)
            .map((p) => ({
              value: p.productId,
              label: `${p.title}${p.subtitle ? ` ${p.subtitle}` : ''} · ${yuan(p.priceFen)}${p.onSale ? '' : '（已下架）'}`,
            }))}
          value={productId}
          onChange={setProductId}
        />
        <NumberInput label="数量" min={1} max={999} allowDecimal={false} value={quantity} onChange={setQuantity} />
        <TextInput
          label="转账流水号"
          maxLength={64}
          value={transferRef}
          onChange={(e) => setTransferRef(e.currentTarget.value)}
        />
        <TextInput label="备注" maxLength={200} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        {product && (
          <Text size="sm">
            应收金额：<b>{yuan(product.priceFen * Number(quantity || 1))}</b>
          </Text>
        )}
        <Failure message={failure} />
        <Button onClick={() => void submit()} loading={record.isPending}>
          确定
        </Button>
      </Stack>
    </Modal>
  );
}

/** 注销企业: the operator types the company's name; the company can be restored until its grace period ends. */
export function DeleteCompanyDialog({
  companyId,
  companyName,
  onClose,
}: {
  companyId: string;
  companyName: string;
  onClose: () => void;
}) {
  const refresh = useRefresh();
  const remove = trpc.ops.companyDelete.useMutation(silentCall);
  const [confirmName, setConfirmName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    try {
      const { deleteAfter } = await remove.mutateAsync({ companyId, confirmName });
      await refresh();
      toast.success(`企业已注销，数据将于 ${formatDate(deleteAfter)} 永久删除`);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title="注销企业" centered>
      <Stack gap="sm">
        <Text size="sm">
          注销后该企业所有成员立即退出登录、无法再登录。宽限期内可以「恢复企业」；期满后企业的成员、项目、视频、素材与对话记录等全部数据和文件将被永久删除，无法找回。
        </Text>
        <TextInput
          label="企业名称"
          description={`请输入「${companyName}」以确认`}
          value={confirmName}
          onChange={(e) => setConfirmName(e.currentTarget.value)}
          data-autofocus
        />
        <Failure message={failure} />
        <Button
          color="red"
          onClick={() => void submit()}
          loading={remove.isPending}
          disabled={confirmName.trim() !== companyName.trim()}
        >
          确认注销
        </Button>
      </Stack>
    </Modal>
  );
}
