import { ActionIcon, Group, Paper, Stack, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mp } from '../../messages/public-pages.ts';
import { productsQuery } from './catalogue.ts';
import { ProductSummary } from './ProductSummary.tsx';

const t = mp.home;
export const CAROUSEL_INTERVAL_MS = 3000;
const VISIBLE = 3;

/** The `count` items shown from `start`, wrapping round the end of the list. */
export function visibleWindow<T>(items: readonly T[], start: number, count = VISIBLE): T[] {
  if (items.length === 0) return [];
  return Array.from(
    { length: Math.min(count, items.length) },
    (_, i) => items[(start + i) % items.length] as T,
  );
}

/**
 * The home carousel (docs/product.md, Public site): three product cards at a time (two on a tablet,
 * one on a phone), one step every 3 s, wrapping round; previous and next restart the timer. Still
 * for a user who prefers reduced motion, and while the keyboard focus is inside it (not after a
 * click), and after the reader presses pause (WCAG 2.2.2) until they press play.
 */
export function ServicesCarousel() {
  const products = useQuery(productsQuery()).data ?? [];
  const reduceMotion = useReducedMotion();
  const [start, setStart] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [focused, setFocused] = useState(false);
  // The reader's own pause (WCAG 2.2.2): stays until they press play again.
  const [paused, setPaused] = useState(false);
  const count = products.length;
  const still = reduceMotion || paused;

  useEffect(() => {
    void restarts;
    if (still || focused || count <= 1) return;
    const timer = setInterval(() => setStart((s) => (s + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [still, focused, count, restarts]);

  const step = (by: number) => {
    setStart((s) => (s + by + count) % count);
    setRestarts((r) => r + 1);
  };

  return (
    <Stack
      component="section"
      gap="md"
      aria-roledescription="carousel"
      aria-label={t.servicesRegion}
      // Keyboard focus pauses it (WAI-ARIA carousel pattern); a tap or click on previous / next
      // only restarts the timer, so the cards keep moving for a phone user.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {t.servicesTitle}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => setPaused((p) => !p)}
            aria-label={still ? t.play : t.pause}
            disabled={count <= 1 || reduceMotion}
            data-testid="carousel-pause"
          >
            {still ? (
              <IconPlayerPlayFilled size={20} aria-hidden />
            ) : (
              <IconPlayerPauseFilled size={20} aria-hidden />
            )}
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => step(-1)}
            aria-label={t.previous}
            disabled={count <= 1}
          >
            <IconChevronLeft size={22} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => step(1)}
            aria-label={t.next}
            disabled={count <= 1}
          >
            <IconChevronRight size={22} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <div
        className="seva-carousel-track"
        aria-live={still || focused ? 'polite' : 'off'}
        data-testid="carousel-track"
      >
        {visibleWindow(products, start).map((product, i) => (
          // A Paper (already loaded with the page) drawn as Mantine's Card (public.css): the Card
          // component would add about 1 kB to the home page's budget for the same look.
          <Paper
            key={product.slug}
            withBorder
            p="md"
            className="seva-carousel-card"
            role="group"
            aria-roledescription="slide"
            aria-label={t.slideOf(((start + i) % count) + 1, count)}
            data-testid="carousel-card"
          >
            <ProductSummary product={product} headingOrder={3} linkLabel={t.viewService} clamp />
          </Paper>
        ))}
      </div>
    </Stack>
  );
}
