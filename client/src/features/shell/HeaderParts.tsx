import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { shellMessages } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { BookIcon, CodeIcon } from '../../components/icons';
import type { RouterOutputs } from '../../lib/trpc';
import classes from './ShellHeader.module.css';

type CustomizeText = RouterOutputs['branding']['getConfigText']['customizeText'];

/**
 * Shared by the logged-in and the public header (000 §2 Header): the brand's logo when it has one,
 * else the first letter of its name.
 */
export function HeaderBrand({ brand, to }: { brand: CustomizeText | undefined; to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" className={classes.brand}>
      {brand?.logoUrl ? (
        <img src={brand.logoUrl} alt={brand.webName} className={classes.logoImage} />
      ) : (
        <span className={classes.logo} aria-hidden>
          {(brand?.webName ?? '数').slice(0, 1)}
        </span>
      )}
      <Text component="span" fw={700} fz="lg" style={{ color: brand?.webNameColor || undefined }}>
        {brand?.webName ?? ''}
      </Text>
    </Anchor>
  );
}

const openWindow = (path: string) => window.open(path, '_blank', 'noopener');

interface HeaderToolsProps {
  customised: boolean;
  onAiTool: () => void;
  onVip: () => void;
  /** In the phone's menu drawer the tools are full-width buttons with their names. */
  inDrawer?: boolean;
}

/** AI toolbox, VIP, usage guide and developer docs; the last three are hidden in customised builds. */
export function HeaderTools({ customised, onAiTool, onVip, inDrawer = false }: HeaderToolsProps) {
  if (inDrawer)
    return (
      <>
        <Button variant="light" fullWidth onClick={onAiTool}>
          {shellMessages.aiToolbox}
        </Button>
        {!customised && (
          <>
            <Button variant="gradient" gradient={{ from: 'orange.7', to: 'yellow.8' }} fullWidth onClick={onVip}>
              {shellMessages.vip}
            </Button>
            <Button
              variant="default"
              fullWidth
              leftSection={<BookIcon />}
              onClick={() => openWindow('/product-doc/show')}
            >
              使用指南
            </Button>
            <Button
              variant="default"
              fullWidth
              leftSection={<CodeIcon />}
              onClick={() => openWindow('/developer-doc/show')}
            >
              开发文档
            </Button>
          </>
        )}
      </>
    );
  return (
    <>
      <Button variant="light" size="xs" onClick={onAiTool}>
        {shellMessages.aiToolbox}
      </Button>
      {!customised && (
        <>
          <Button variant="gradient" gradient={{ from: 'orange.7', to: 'yellow.8' }} size="xs" onClick={onVip}>
            {shellMessages.vip}
          </Button>
          <Tooltip label="使用指南">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="使用指南"
              onClick={() => openWindow('/product-doc/show')}
            >
              <BookIcon />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="开发文档">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="开发文档"
              onClick={() => openWindow('/developer-doc/show')}
            >
              <CodeIcon />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </>
  );
}
