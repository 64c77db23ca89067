import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import dialogStyles from '@koester/shared/ui/dialog.module.css';
import { FormError } from '@koester/shared/ui/form-field';
import { ModalFrame } from '@koester/shared/ui/modal-frame';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { GiftIdea } from '../api/get-person';
import { useMyWishlists } from '../api/list-my-wishlists';
import { useMoveGiftIdea } from '../api/move-gift-idea';
import { failureText } from './form-texts';
import common from './common.module.css';
import frame from './form-frame.module.css';

interface MoveDialogProps {
  userId: string;
  personId: string;
  idea: GiftIdea;
  onClose(): void;
}

/**
 * Moves a gift idea onto one of the user's own wishlists: it becomes a gift there and leaves the person's ideas.
 * The lists are the ones /wishlists shows (the shared query); without one yet, the dialog says so and leads there.
 * Afterwards a toast links to the list.
 */
export function MoveDialog({ userId, personId, idea, onClose }: MoveDialogProps) {
  const { t } = useTranslation('people');
  const id = useId();
  const lists = useMyWishlists(userId);
  const move = useMoveGiftIdea(userId, personId);
  const [chosen, setChosen] = useState<string | null>(null);
  // A double press sends before isPending renders: the second finds this set.
  const sending = useRef(false);
  const busy = move.isPending;
  const title = unescapeAngleBrackets(idea.title);

  const listId = chosen ?? lists.data?.[0]?.id ?? null;
  function submit() {
    if (!listId || busy || sending.current) return;
    sending.current = true;
    const list = lists.data?.find((each) => each.id === listId);
    move.mutate(
      { ideaId: idea.id, wishlistId: listId },
      {
        onSuccess: (moved) => {
          toast.success(
            <span>
              {t('move.done', { title, list: unescapeAngleBrackets(list?.name ?? '') })}{' '}
              <Link to={`/wishlists/${moved.wishlist_id}`}>{t('move.open')}</Link>
            </span>,
            { duration: 8000 },
          );
          onClose();
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  }

  let body;
  if (lists.isPending)
    body = (
      <p role="status" className={common.muted}>
        {t('move.loading')}
      </p>
    );
  else if (lists.isError && !lists.data)
    body = (
      <div className={common.actions} role="alert">
        <p className={common.muted}>{t('move.failed')}</p>
        <button className="k-btn k-btn--secondary" type="button" onClick={() => void lists.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  else if (lists.data.length === 0)
    body = (
      <p>
        {t('move.none')} <Link to="/wishlists">{t('move.makeList')}</Link>
      </p>
    );
  else
    body = (
      <fieldset className={frame.fieldset}>
        <legend className={frame.legend}>{t('move.choose')}</legend>
        {lists.data.map((list) => (
          <label key={list.id} className={frame.choice}>
            <input type="radio" name={`${id}-list`} checked={listId === list.id} onChange={() => setChosen(list.id)} />
            <span>
              {unescapeAngleBrackets(list.name)}{' '}
              <span className={common.muted}>({t('move.items', { count: list.item_count })})</span>
            </span>
          </label>
        ))}
      </fieldset>
    );

  return (
    <ModalFrame
      title={t('move.title', { title })}
      description={t('move.text')}
      busy={busy}
      onClose={onClose}
      returnFocus={() => document.getElementById('ideas-title')}
    >
      <FormError>{move.error ? failureText(move.error, t) : null}</FormError>
      {body}
      <div className={dialogStyles.actions}>
        <button className="k-btn k-btn--secondary" type="button" onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </button>
        {lists.data?.length ? (
          <button className="k-btn k-btn--primary" type="button" onClick={submit} aria-disabled={busy || undefined}>
            {busy ? t('move.moving') : t('move.submit')}
          </button>
        ) : null}
      </div>
    </ModalFrame>
  );
}
