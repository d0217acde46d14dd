import { useState } from 'react';
import { ModalForm } from './ModalForm';
import {
  Button,
  ColorInput,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmAction } from '../../components/ConfirmAction';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { BrandImageField } from './BrandImageField';
import { ListView, type Column } from './ListView';
import { formatDateTime } from '../tasks/format';
import { failureText } from './failure-text';
import { useConsoleForm } from './use-console-form';

type Brand = RouterOutputs['ops']['brandList'][number];
type BrandForm = Omit<RouterInputs['ops']['brandSave'], 'previousDomain'>;

const EMPTY: Required<BrandForm> = {
  domain: '',
  webName: '',
  webTabTitle: '',
  webNameColor: '#1f2329',
  customizeDesc: '',
  loginPageTip: '',
  logoUrl: '',
  webPageCustomImg: '',
  icpFiling: '',
  policeFiling: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** 品牌 (/ops/brands): the OEM look of each domain (000 §1), its filings and its purchase contact. */
export function BrandsPage() {
  const utils = trpc.useUtils();
  const brands = trpc.ops.brandList.useQuery({}, silentCall);
  const remove = trpc.ops.brandDelete.useMutation(silentCall);
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const columns: Column<Brand>[] = [
    { label: '域名', render: (b) => b.domain, primary: true },
    {
      label: '平台名称',
      render: (b) => (
        <Group gap={6} wrap="nowrap">
          {b.logoUrl && <img src={b.logoUrl} alt="" style={{ maxHeight: 20, maxWidth: 80, objectFit: 'contain' }} />}
          <Text span fw={600} c={b.webNameColor}>
            {b.webName}
          </Text>
        </Group>
      ),
    },
    { label: '备案号', render: (b) => b.icpFiling || '—' },
    { label: '更新时间', render: (b) => formatDateTime(b.updatedAt) },
    {
      label: '操作',
      render: (b) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(b)}>
            编辑
          </Button>
          <ConfirmAction
            label="删除"
            message={`删除后 ${b.domain} 恢复平台默认外观。`}
            onConfirm={async () => {
              try {
                await remove.mutateAsync({ domain: b.domain });
                await utils.ops.brandList.invalidate();
                toast.success('品牌已删除');
              } catch (error) {
                toast.error(failureText(error));
                throw error;
              }
            }}
          />
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>品牌</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          新建品牌
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        按访问域名展示各自的品牌：平台名称与颜色、登录页、页脚的 ICP
        备案号与公安备案号、会员中心的购买联系人。修改后该域名下一次打开页面即生效。
      </Text>
      <ListView
        rows={brands.data}
        columns={columns}
        rowKey={(b) => b.domain}
        loading={brands.isPending}
        error={brands.error ? failureText(brands.error) : null}
        onRetry={() => void brands.refetch()}
        empty="还没有品牌：所有域名使用平台默认外观"
        label="品牌列表"
      />
      {editing && <BrandDialog brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function BrandDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const saveBrand = trpc.ops.brandSave.useMutation(silentCall);
  // Thirteen fields: on a phone the form takes the whole screen rather than scrolling inside a card.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const {
    values: form,
    setValues: setForm,
    errors,
    failure,
    input,
    submit,
  } = useConsoleForm<BrandForm>(() => {
    if (!brand) return EMPTY;
    const { updatedAt: _updatedAt, ...fields } = brand;
    return fields;
  });
  const save = () =>
    submit(async () => {
      await saveBrand.mutateAsync({ ...form, ...(brand ? { previousDomain: brand.domain } : {}) });
      await utils.ops.brandList.invalidate();
      toast.success('品牌已保存');
      onClose();
    });
  return (
    <Modal opened onClose={onClose} title={brand ? '编辑品牌' : '新建品牌'} size="lg" centered fullScreen={phone}>
      <ModalForm onSubmit={save} failure={failure} busy={saveBrand.isPending} submitLabel="保存">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="域名" placeholder="portal.example.com" data-autofocus {...input('domain')} />
          <TextInput label="平台名称" maxLength={30} {...input('webName')} />
          <TextInput label="标签页标题" maxLength={30} placeholder="默认同平台名称" {...input('webTabTitle')} />
          <ColorInput
            label="标题颜色"
            format="hex"
            value={form.webNameColor}
            onChange={(value) => setForm((f) => ({ ...f, webNameColor: value }))}
            error={errors.webNameColor}
          />
        </SimpleGrid>
        <BrandImageField
          kind="logo"
          label="Logo"
          value={form.logoUrl ?? ''}
          onChange={(url) => setForm((f) => ({ ...f, logoUrl: url }))}
          error={errors.logoUrl}
        />
        <Textarea label="平台简介" maxLength={200} autosize minRows={2} {...input('customizeDesc')} />
        <TextInput label="登录页提示" maxLength={100} {...input('loginPageTip')} />
        <BrandImageField
          kind="loginImage"
          label="登录页图片"
          value={form.webPageCustomImg ?? ''}
          onChange={(url) => setForm((f) => ({ ...f, webPageCustomImg: url }))}
          error={errors.webPageCustomImg}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="ICP备案号" placeholder="京ICP备12345678号-1" {...input('icpFiling')} />
          <TextInput label="公安备案号" placeholder="京公网安备 11010802000001号" {...input('policeFiling')} />
          <TextInput label="联系人" maxLength={30} {...input('contactName')} />
          <TextInput label="联系电话" maxLength={30} {...input('contactPhone')} />
        </SimpleGrid>
        <TextInput label="联系邮箱" {...input('contactEmail')} />
        <BrandPreview
          name={form.webName}
          color={form.webNameColor}
          tabTitle={form.webTabTitle}
          logoUrl={form.logoUrl}
        />
      </ModalForm>
    </Modal>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The logo and platform name as the portal's header shows them, in its colour, and the browser tab's title. */
function BrandPreview({
  name,
  color,
  tabTitle,
  logoUrl,
}: {
  name: string;
  color?: string;
  tabTitle?: string;
  logoUrl?: string;
}) {
  return (
    <Paper withBorder radius="sm" px="md" py="xs" role="group" aria-label="预览">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {logoUrl && <img src={logoUrl} alt="" style={{ maxHeight: 32, maxWidth: 160, objectFit: 'contain' }} />}
          <Text fw={700} fz="lg" c={color && HEX.test(color) ? color : undefined} truncate>
            {name || '平台名称'}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          标签页：{tabTitle || name || '平台名称'}
        </Text>
      </Group>
    </Paper>
  );
}
