import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig, type RuntimeConfig } from '@koester/shared/config/runtime-config';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import type { DeclaredCard } from '@koester/contract/routes/route-rules.mjs';
import en from '../i18n/cards/en.json';
import fr from '../i18n/cards/fr.json';
import nl from '../i18n/cards/nl.json';
import { loadCard } from './card-loader';
import styles from './declared-cards.module.css';

// The texts travel with this module (not in the shell's `common` namespace): a page that shows cards brings them
// whatever shell it runs under.
registerNamespace('cards', { nl, en, fr });

/** A card of the runtime config, with the remote that declared it. */
interface PlacedCard {
  /** `<remote>/<module without ./>`: what the federation runtime is asked for, and the card's key. */
  id: string;
  remote: string;
  module: string;
  /** The remote's manifest, for a page that does not know the remote yet (a remote running alone). */
  manifest: string;
  order: number;
}

/** The cards every remote declared for `slot`, by order (then by id, so equal orders keep one sequence). */
export function cardsInSlot(remotes: RuntimeConfig['remotes'] | undefined, slot: DeclaredCard['slot']): PlacedCard[] {
  return Object.entries(remotes ?? {})
    .flatMap(([remote, entry]) =>
      (entry.cards ?? [])
        .filter((card) => card.slot === slot)
        .map((card) => ({
          id: `${remote}/${card.module.replace(/^\.\//, '')}`,
          remote,
          module: card.module,
          manifest: entry.manifest,
          order: card.order,
        })),
    )
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

type CardComponent = LazyExoticComponent<ComponentType>;

// One lazy component per card, so a page that renders again (or is visited again) does not load it again.
const components = new Map<string, CardComponent>();

function cardComponent(card: PlacedCard): CardComponent {
  let component = components.get(card.id);
  if (!component) {
    component = lazy(() =>
      loadCard(card.remote, card.module, card.manifest).then(
        (Card) => ({ default: Card }),
        (error: unknown) => {
          // React.lazy keeps a rejection for good; forget it, so Retry (or the next visit) asks again.
          components.delete(card.id);
          throw error;
        },
      ),
    );
    components.set(card.id, component);
  }
  return component;
}

/** Holds a card's place while its code loads, about a card's size, so the page does not jump when it arrives. */
function CardPlaceholder() {
  const { t } = useTranslation('cards');
  return (
    <div className={`k-card ${styles.placeholder}`} aria-busy="true" data-card-state="loading">
      <span className="k-visually-hidden">{t('loading')}</span>
      <span className={styles.title} />
      <span className={styles.line} />
      <span className={styles.line} />
      <span className={styles.line} />
    </div>
  );
}

function CardFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cards');
  return (
    <div className={`k-card ${styles.failed}`} role="status" data-card-state="failed">
      <p>{t('failed')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a card that fails to load or to render: the page and the other cards carry on. */
class CardBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[koester] card ${this.props.id} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CardFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function LoadedCard({ card }: { card: PlacedCard }) {
  const [attempt, setAttempt] = useState(0);
  const Card = cardComponent(card);
  return (
    <div className={styles.slot} data-card={card.id}>
      <CardBoundary key={attempt} id={card.id} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<CardPlaceholder />}>
          <Card />
        </Suspense>
      </CardBoundary>
    </div>
  );
}

/**
 * The cards other remotes declared for a slot of this page (their routes.json `cards`, through the runtime
 * config), each loaded at run time from its own remote, by order. Each sits in the page's layout as one item (in a
 * grid, one cell), loads on its own and fails on its own: a card that cannot be loaded leaves a short note with a
 * retry, never a broken page.
 */
export function DeclaredCards({ slot }: { slot: DeclaredCard['slot'] }) {
  const remotes = useRuntimeConfig((s) => s.config?.remotes);
  const cards = useMemo(() => cardsInSlot(remotes, slot), [remotes, slot]);
  return cards.map((card) => <LoadedCard key={card.id} card={card} />);
}
