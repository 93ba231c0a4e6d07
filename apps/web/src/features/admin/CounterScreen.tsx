import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CitizenFound, RegisterCitizenInput } from '@seva/schemas';
import {
  operatorServiceTypeOrder,
  type ServiceType,
  serviceTypeSlugs,
} from '@seva/schemas/application-kinds';
import { productSlugs } from '@seva/schemas/order-forms';
import { IconArrowLeft, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { CounterFilingProvider } from '../../lib/counter-filing.ts';
import { formatDate } from '../../lib/dates.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mo } from '../../messages/operator-screens.ts';
import { LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { ApplicationForm } from '../applications/ApplicationForm.tsx';
import { acknowledgementUrl } from '../applications/detail/fee.ts';
import { OrderForm } from '../orders/OrderForm.tsx';
import { adminOrderPath } from '../orders/paths.ts';
import { EraseCitizen } from '../privacy/EraseCitizen.tsx';
import { applicationServicesQuery, formatRupees, productsQuery } from '../public/catalogue.ts';
import { detailPath } from './kinds.ts';

const t = mo.counter;

/** What the counter shows, kept in the address so a reload or Back keeps the operator's place. */
export interface CounterSearch {
  citizen?: string;
  /** A form word (as serviceTypeSlugs spells it) or `order`. */
  start?: string;
  product?: string;
}

const word = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;

/** `?citizen=&start=&product=`, each kept only when well-formed and meaningful. */
export function counterSearch(search: Record<string, unknown>): CounterSearch {
  const citizen = word(search.citizen);
  const start = citizen ? word(search.start) : undefined;
  const product = start === 'order' ? word(search.product) : undefined;
  return {
    ...(citizen ? { citizen } : {}),
    ...(start ? { start } : {}),
    ...(product ? { product } : {}),
  };
}

export function counterHref(search: CounterSearch): string {
  const query = new URLSearchParams(Object.entries(search)).toString();
  return query ? `/admin-dashboard/counter?${query}` : '/admin-dashboard/counter';
}

/** The citizen a registration found already on an account (its 409 answer's `citizen`). */
function existingCitizen(error: unknown): CitizenFound | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('extra' in data)) return undefined;
  const extra = data.extra;
  if (!extra || typeof extra !== 'object' || !('citizen' in extra)) return undefined;
  const citizen = extra.citizen;
  return citizen && typeof citizen === 'object' && '_id' in citizen && 'name' in citizen
    ? { _id: String(citizen._id), name: String(citizen.name), mobile: null, email: null }
    : undefined;
}

function CitizenSearch({ onChoose }: { onChoose: (id: string) => void }) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const found = useQuery({
    ...trpc.admin.citizens.queryOptions({ search: term }),
    enabled: term.length >= 2,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setTerm(typed.trim());
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="counter-search">
      <Stack gap="sm">
        <Title order={3} size="h4" id="counter-search">
          {t.search}
        </Title>
        <form onSubmit={search}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t.search}
              description={t.searchHint}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flexGrow: 1, minWidth: 220 }}
              data-autofocus
              autoFocus
              data-testid="counter-search"
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t.searchButton}
            </Button>
          </Group>
        </form>
        {term.length < 2 ? null : found.isPending ? (
          <LoadingLine text={t.searching} />
        ) : found.isError ? (
          <LoadFailed message={messageOf(found.error, t.searchFailed)} />
        ) : found.data.data.length === 0 ? (
          <Text c="dimmed" data-testid="counter-no-match">
            {t.noMatch}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4} aria-label={t.search}>
              <Table.Tbody>
                {found.data.data.map((citizen) => (
                  <Table.Tr key={citizen._id} data-testid="counter-found">
                    <Table.Td fw={600}>{citizen.name}</Table.Td>
                    <Table.Td ff="monospace">{citizen.mobile ?? '—'}</Table.Td>
                    <Table.Td>{citizen.email ?? t.noEmail}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        onClick={() => onChoose(citizen._id)}
                        aria-label={t.chooseOf(citizen.name)}
                      >
                        {t.choose}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function RegisterCitizen({ onChoose }: { onChoose: (id: string) => void }) {
  usePreloadSchemas();
  const queryClient = useQueryClient();
  const register = useMutation(trpc.admin.registerCitizen.mutationOptions());
  const [failure, setFailure] = useState<{ message: string; existing?: CitizenFound }>();
  const form = useForm<RegisterCitizenInput>({
    mode: 'controlled',
    initialValues: { name: '', mobile: '', email: '', language: 'hi' },
    validate: schemaResolver((schemas) => schemas.registerCitizenInput),
  });
  const submit = submitWithSchemas(form, async (values) => {
    setFailure(undefined);
    try {
      const answer = await register.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      onChoose(answer.citizen._id);
    } catch (error) {
      setFailure({
        message: messageOf(error, t.registerFailed),
        existing: existingCitizen(error),
      });
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="counter-register">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="counter-register">
            {t.register}
          </Title>
          {failure ? (
            <Alert color="red" role="alert" data-testid="counter-register-failed">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{failure.message}</Text>
                {failure.existing ? (
                  <Button
                    size="xs"
                    onClick={() => failure.existing && onChoose(failure.existing._id)}
                  >
                    {t.serveExisting(failure.existing.name)}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t.name} required autoComplete="off" {...form.getInputProps('name')} />
            <TextInput
              label={t.mobile}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              {...form.getInputProps('mobile')}
            />
            <TextInput
              label={t.email}
              description={t.emailHint}
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <NativeSelect
              label={t.language}
              data={[
                { value: 'hi', label: 'हिन्दी' },
                { value: 'en', label: 'English' },
              ]}
              {...form.getInputProps('language')}
            />
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              loading={register.isPending}
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t.registerButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The citizen served: who they are, what they have filed, and what can be started for them. */
function CitizenDesk({
  citizenId,
  start,
  product,
  go,
}: {
  citizenId: string;
  start?: string;
  product?: string;
  go: (search: CounterSearch) => void;
}) {
  const desk = useQuery(trpc.admin.citizen.queryOptions({ citizenId }));
  const products = useQuery(productsQuery());
  // Each service's fee on its start button (docs/product.md, Fees: shown before applying).
  const services = useQuery(applicationServicesQuery());
  const [chosenProduct, setChosenProduct] = useState('');
  if (desk.isPending) return <LoadingLine text={t.searching} />;
  if (desk.isError) return <LoadFailed message={messageOf(desk.error, t.loadFailed)} />;
  const { citizen, applications, orders } = desk.data;
  const header = (
    <Paper withBorder radius="md" p="md" data-testid="counter-citizen">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="xs" c="dimmed">
            {t.serving}
          </Text>
          <Text fw={700} fz="lg">
            {citizen.name}
          </Text>
          <Text size="sm" c="dimmed">
            {[citizen.mobile, citizen.email ?? t.noEmail].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Button variant="default" onClick={() => go({})}>
          {t.change}
        </Button>
      </Group>
    </Paper>
  );

  if (start) {
    const orderSlug = productSlugs.find((slug) => slug === product);
    const orderProduct = products.data?.find((entry) => entry.slug === orderSlug);
    return (
      <Stack gap="md">
        {header}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => go({ citizen: citizenId })}
          >
            {t.back}
          </Button>
        </Group>
        <Alert
          color="blue"
          variant="light"
          data-testid="counter-filing-for"
          title={
            orderProduct
              ? `${orderProduct.title} · ${formatRupees(orderProduct.price)} ${orderProduct.unit}`
              : undefined
          }
        >
          {t.filingFor(citizen.name)}
        </Alert>
        <CounterFilingProvider value={{ citizenId, citizenName: citizen.name }}>
          {start === 'order' ? (
            orderSlug ? (
              <OrderForm slug={orderSlug} price={orderProduct?.price} />
            ) : null
          ) : (
            <ApplicationForm slug={start} />
          )}
        </CounterFilingProvider>
      </Stack>
    );
  }

  const serviceTypes: readonly ServiceType[] = operatorServiceTypeOrder;
  return (
    <Stack gap="md">
      {header}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="counter-apply">
        <Stack gap="sm">
          <Title order={3} size="h4" id="counter-apply">
            {t.apply}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {serviceTypes.map((type) => {
              const fee = services.data?.find((entry) => entry.serviceType === type);
              return (
                <Button
                  key={type}
                  variant="light"
                  h="auto"
                  py={6}
                  onClick={() => go({ citizen: citizenId, start: serviceTypeSlugs[type].form })}
                  data-testid={`counter-start-${serviceTypeSlugs[type].form}`}
                >
                  <Stack component="span" gap={0} align="center">
                    <span>{mo.types[type]}</span>
                    {fee ? (
                      <Text component="span" size="xs" data-testid="counter-start-fee">
                        {fee.price === 0 ? t.noFee : formatRupees(fee.price)}
                      </Text>
                    ) : null}
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t.product}
              value={chosenProduct}
              onChange={(event) => setChosenProduct(event.currentTarget.value)}
              data={[
                { value: '', label: '—' },
                ...(products.data ?? []).map((entry) => ({
                  value: entry.slug,
                  label: `${entry.title} (${formatRupees(entry.price)})`,
                })),
              ]}
              data-testid="counter-product"
            />
            <Button
              variant="light"
              disabled={!chosenProduct}
              onClick={() => go({ citizen: citizenId, start: 'order', product: chosenProduct })}
            >
              {t.order}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="counter-apps">
        <Stack gap="sm">
          <Title order={3} size="h4" id="counter-apps">
            {t.applications}
          </Title>
          {applications.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing={4} aria-labelledby="counter-apps">
                <Table.Tbody>
                  {applications.map((application) => (
                    <Table.Tr key={application._id} data-testid="counter-application">
                      <Table.Td ff="monospace">
                        <Anchor
                          component={Link}
                          to={detailPath(application.serviceType, application._id)}
                        >
                          {application.referenceNumber}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{mo.types[application.serviceType]}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={application.status} size="sm" />
                      </Table.Td>
                      <Table.Td>{formatDate(application.createdAt)}</Table.Td>
                      <Table.Td ta="right">
                        <Anchor
                          href={acknowledgementUrl(application._id, true)}
                          target="_blank"
                          rel="noopener"
                          aria-label={t.slipOf(application.referenceNumber)}
                          data-testid="counter-slip"
                        >
                          {t.slip}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="counter-orders">
        <Stack gap="sm">
          <Title order={3} size="h4" id="counter-orders">
            {t.orders}
          </Title>
          {orders.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing={4} aria-labelledby="counter-orders">
                <Table.Tbody>
                  {orders.map((order) => (
                    <Table.Tr key={order._id} data-testid="counter-order">
                      <Table.Td ff="monospace">
                        <Anchor component={Link} to={adminOrderPath(order._id)}>
                          {order.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{order.product.title}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={order.status} size="sm" />
                      </Table.Td>
                      <Table.Td ta="right">{formatRupees(order.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
      <EraseCitizen citizenId={citizenId} name={citizen.name} onErased={() => go({})} />
    </Stack>
  );
}

/**
 * The counter (docs/product.md, The counter): find or register a walk-in citizen, see what
 * they have filed, and file an application or place an order for them with their own forms.
 */
export function CounterScreen() {
  const search = counterSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: CounterSearch) => void navigate({ href: counterHref(next) });
  return (
    <Stack gap="md">
      <ScreenTitle>{t.title}</ScreenTitle>
      {search.citizen ? (
        <CitizenDesk
          key={search.citizen}
          citizenId={search.citizen}
          start={search.start}
          product={search.product}
          go={go}
        />
      ) : (
        <>
          <CitizenSearch onChoose={(id) => go({ citizen: id })} />
          <RegisterCitizen onChoose={(id) => go({ citizen: id })} />
        </>
      )}
    </Stack>
  );
}
