import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, CloseButton, Drawer, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ACTIVE_PRODUCT_STYLE, paymentMessages, UI_SIZES } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { trpc } from '../../lib/trpc';
import { hasLoginMarkers } from '../auth/login-markers';
import { LoginModal } from '../auth/LoginModal';
import { FuelPackModal } from './FuelPackModal';
import { PayQrDialog, type PaidOrder, type Purchase } from './PayQrDialog';
import {
  defaultActiveProduct,
  groupFuelPacks,
  matchesSearch,
  orderTotal,
  payDecision,
  type FuelPack,
  type PayProduct,
} from './pay-rules';
import { FuelPackCard, ProductCard } from './ProductCard';
import { ContactLines, ContactToBuyDialog, PurchaseNotice } from './PurchaseContact';
import { PurchaseSuccessDialog } from './PurchaseSuccessDialog';
import { closePayWall, usePayWallOpened } from './pay-wall-store';

type SectionId = 'studio' | 'card' | 'more';
const SECTIONS: { id: SectionId; label: string }[] = [
  { id: 'studio', label: paymentMessages.studioMembership },
  { id: 'card', label: paymentMessages.cardMembership },
  { id: 'more', label: paymentMessages.moreBusinessNeeds },
];
const MORE_NEEDS = [
  paymentMessages.apiAndSdk,
  paymentMessages.interactiveSmartScreen,
  paymentMessages.customDigitalHuman,
];

/** The visitor's list, or the logged-in one with remaining quota (000 §6). */
function useProducts(opened: boolean, loggedIn: boolean) {
  const utils = trpc.useUtils();
  return useQuery({
    queryKey: ['payWallProducts', loggedIn],
    enabled: opened,
    staleTime: 30_000,
    queryFn: () =>
      loggedIn ? utils.client.payment.productListLogin.mutate({}) : utils.client.payment.productList.query({}),
  });
}

/** The pay-wall (000 §2): full-height bottom drawer, sticky tabs following the scroll, three sections. */
export function PayWallDrawer() {
  const opened = usePayWallOpened();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const loggedIn = hasLoginMarkers();
  const products = useProducts(opened, loggedIn);
  // Without online payment a purchase is a conversation with the operator, never a dead QR code.
  const purchase = trpc.payment.purchaseOptions.useQuery({}, { enabled: opened, staleTime: 30_000 });
  const offline = purchase.data?.onlinePayment === false;
  const [contactFor, setContactFor] = useState<{ title: string; subtitle: string; price: number } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sections = useRef<Record<SectionId, HTMLElement | null>>({ studio: null, card: null, more: null });
  const [activeTab, setActiveTab] = useState<SectionId>('studio');
  const [scrolled, setScrolled] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [activeProduct, setActiveProduct] = useState<string | null>(null);
  const [fuel, setFuel] = useState<FuelPack | null>(null);
  const [paying, setPaying] = useState<Purchase | null>(null);
  const [paid, setPaid] = useState<{ order: PaidOrder; type: 'licence' | 'pack' } | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);

  const data = products.data;
  const filter = (list: PayProduct[] | undefined) => (list ?? []).filter((p) => matchesSearch(p, keyword));
  const studio = filter(data?.studioLicenseProducts);
  const card = filter(data?.interactiveLicenseProducts);
  const studioPacks = useMemo(
    () => groupFuelPacks((data?.studioPackProducts ?? []).filter((p) => matchesSearch(p, keyword))),
    [data, keyword],
  );
  const cardPacks = useMemo(
    () => groupFuelPacks((data?.interactivePackProducts ?? []).filter((p) => matchesSearch(p, keyword))),
    [data, keyword],
  );
  const nothingFound =
    keyword.trim() !== '' && studio.length + card.length + studioPacks.length + cardPacks.length === 0;

  useEffect(() => {
    if (data && activeProduct === null)
      setActiveProduct(
        defaultActiveProduct(data.studioLicenseProducts.filter((p) => p.style === DEFAULT_ACTIVE_PRODUCT_STYLE))
          ?.productId ?? null,
      );
  }, [data, activeProduct]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    setScrolled(box.scrollTop > UI_SIZES.drawerHeaderScrollThresholdPx);
    // The active tab is the last section whose top has passed the tab bar.
    const top = box.getBoundingClientRect().top + 120;
    let current: SectionId = 'studio';
    for (const { id } of SECTIONS) {
      const el = sections.current[id];
      if (el && el.getBoundingClientRect().top <= top) current = id;
    }
    // At the bottom the last section is the one being read, however short it is.
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 2) current = SECTIONS[SECTIONS.length - 1]!.id;
    setActiveTab(current);
  };

  const goTo = (id: SectionId) => {
    setActiveTab(id);
    sections.current[id]?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const buy = (product: PayProduct, quantity = 1) => {
    if (product.style === 'free') {
      closePayWall();
      void navigate('/home/premium');
      return;
    }
    const decision = payDecision(product.price, loggedIn);
    if (decision === 'login') setLoginOpen(true);
    else if (decision === 'pay' && offline)
      setContactFor({
        title: product.title,
        subtitle: `${product.subtitle}${quantity > 1 ? ` ×${quantity}` : ''}`,
        price: orderTotal(product.price, quantity),
      });
    else if (decision === 'pay') setPaying({ product, quantity });
  };

  const packageGrid = (list: PayProduct[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {list.map((p) => (
        <ProductCard
          key={p.productId}
          product={p}
          active={activeProduct === p.productId}
          onSelect={() => setActiveProduct(p.productId)}
          onBuy={() => buy(p)}
        />
      ))}
    </SimpleGrid>
  );
  const packGrid = (packs: FuelPack[]) =>
    packs.length > 0 && (
      <Stack gap="xs">
        <Title order={4} size="h5">
          {paymentMessages.fuelPackSuffix}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          {packs.map((p) => (
            <FuelPackCard key={p.resourceCode} pack={p} onOpen={() => setFuel(p)} />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <>
      <Drawer.Root opened={opened} onClose={closePayWall} position="bottom" size="100%">
        <Drawer.Overlay />
        <Drawer.Content aria-label="会员中心">
          <Box
            ref={scroller}
            onScroll={onScroll}
            h="100%"
            style={{ overflowY: 'auto' }}
            data-testid="pay-wall-scroller"
          >
            <Box
              px={{ base: 'md', sm: 'xl' }}
              py={scrolled ? 'xs' : 'lg'}
              bg={scrolled ? 'white' : 'orange.0'}
              style={{ transition: 'all 150ms' }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} size={scrolled ? 'h4' : 'h2'} style={{ minWidth: 0 }}>
                  开通会员，解锁更多权益
                </Title>
                <CloseButton aria-label="关闭" onClick={closePayWall} />
              </Group>
              {!scrolled && (
                <Text c="dimmed" mt={4}>
                  {offline ? '选择适合您的套餐，联系平台运营方开通' : '选择适合您的套餐，扫码即可开通'}
                </Text>
              )}
              {!scrolled && (
                <Box mt="sm" maw={720}>
                  <PurchaseNotice options={purchase.data} />
                </Box>
              )}
            </Box>
            <Box
              px={{ base: 'md', sm: 'xl' }}
              py="xs"
              bg="white"
              style={{ position: 'sticky', top: 0, zIndex: 2, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              {/* On a phone the tabs keep one line (scrolling sideways inside their bar) above the search. */}
              <Group justify="space-between" gap="xs">
                <Tabs
                  value={activeTab}
                  onChange={(v) => v && goTo(v as SectionId)}
                  style={{ minWidth: 0, maxWidth: '100%' }}
                >
                  <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}>
                    {SECTIONS.map((s) => (
                      <Tabs.Tab key={s.id} value={s.id} style={{ flexShrink: 0 }}>
                        {s.label}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                </Tabs>
                <TextInput
                  w={{ base: '100%', sm: 260 }}
                  size="xs"
                  placeholder={paymentMessages.searchPlaceholder}
                  aria-label="搜索"
                  value={keyword}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                />
              </Group>
            </Box>
            <Stack px={{ base: 'md', sm: 'xl' }} py="lg" gap={48}>
              <QueryState query={products} minHeight={240}>
                {nothingFound && (
                  <Text ta="center" c="dimmed" py="xl">
                    {paymentMessages.noSearchResults}
                  </Text>
                )}
                <Stack
                  component="section"
                  aria-label={paymentMessages.studioMembership}
                  ref={(el) => {
                    sections.current.studio = el;
                  }}
                  gap="md"
                >
                  <Title order={3}>{paymentMessages.studioMembership}</Title>
                  {packageGrid(studio)}
                  {packGrid(studioPacks)}
                </Stack>
                <Stack
                  component="section"
                  aria-label={paymentMessages.cardMembership}
                  ref={(el) => {
                    sections.current.card = el;
                  }}
                  gap="md"
                >
                  <Title order={3}>{paymentMessages.cardMembership}</Title>
                  {packageGrid(card)}
                  {packGrid(cardPacks)}
                </Stack>
              </QueryState>
              <Stack
                component="section"
                aria-label={paymentMessages.moreBusinessNeeds}
                ref={(el) => {
                  sections.current.more = el;
                }}
                gap="md"
                mih={360}
              >
                <Title order={3}>{paymentMessages.moreBusinessNeeds}</Title>
                <SimpleGrid cols={{ base: 1, sm: 4 }}>
                  {MORE_NEEDS.map((need) => (
                    <Box key={need} p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                      <Text fw={600}>{need}</Text>
                      <Text fz="sm" c="dimmed">
                        联系顾问了解方案与报价
                      </Text>
                    </Box>
                  ))}
                  <Stack
                    align="center"
                    gap={4}
                    p="md"
                    style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                  >
                    <Text fw={600}>{paymentMessages.contactUs}</Text>
                    <ContactLines contact={purchase.data?.contact ?? null} />
                  </Stack>
                </SimpleGrid>
              </Stack>
            </Stack>
          </Box>
        </Drawer.Content>
      </Drawer.Root>
      <FuelPackModal
        pack={fuel}
        onClose={() => setFuel(null)}
        onBuy={(p, quantity) => {
          setFuel(null);
          buy(p, quantity);
        }}
      />
      <PayQrDialog
        purchase={paying}
        onClose={() => setPaying(null)}
        onPaid={(order) => {
          const type = paying?.product.style === 'pack' ? 'pack' : 'licence';
          setPaying(null);
          closePayWall();
          setPaid({ order, type });
          // A paid order changes the licences and quota the header and pages show.
          void products.refetch();
          void utils.quota.invalidate();
          void utils.licence.invalidate();
        }}
      />
      <ContactToBuyDialog product={contactFor} options={purchase.data} onClose={() => setContactFor(null)} />
      <PurchaseSuccessDialog
        order={paid?.order ?? null}
        orderType={paid?.type ?? 'licence'}
        onClose={() => setPaid(null)}
      />
      <LoginModal opened={loginOpen} onClose={() => setLoginOpen(false)} entry={{ type: 'member' }} />
    </>
  );
}
