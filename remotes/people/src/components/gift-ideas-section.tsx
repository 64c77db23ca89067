import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { useAddGiftIdea } from '../api/add-gift-idea';
import type { Person } from '../api/get-person';
import { GiftIdeaForm } from './gift-idea-form';
import { GiftIdeaRow } from './gift-idea-row';
import common from './common.module.css';

/** Gift ideas for a person, noted whenever one comes up, and a way to add one. */
export function GiftIdeasSection({ userId, person }: { userId: string; person: Person }) {
  const { t } = useTranslation('people');
  const add = useAddGiftIdea(userId, person.id);
  const [adding, setAdding] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(adding);
  const close = () => {
    focus.closing();
    setAdding(false);
  };

  return (
    <section className={`k-card ${common.panel}`} aria-labelledby="ideas-title">
      <h2 id="ideas-title" className={common.panelTitle} tabIndex={-1}>
        {t('ideas.title')}
      </h2>
      {person.gift_ideas.length === 0 && !adding ? <p className={common.emptyNote}>{t('ideas.empty')}</p> : null}
      {person.gift_ideas.length > 0 ? (
        <ul className={common.list} aria-labelledby="ideas-title">
          {person.gift_ideas.map((idea) => (
            <GiftIdeaRow key={idea.id} userId={userId} personId={person.id} idea={idea} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <div className={common.panel}>
          <h3 className={common.itemTitle}>{t('ideas.newTitle')}</h3>
          <GiftIdeaForm
            save={add}
            submitLabel={t('ideas.addSubmit')}
            busyLabel={t('form.saving')}
            onSaved={() => {
              toast.success(t('ideas.added'));
              close();
            }}
            onCancel={close}
          />
        </div>
      ) : (
        <div className={common.actions}>
          <button ref={focus.target} className="k-btn k-btn--primary" type="button" onClick={() => setAdding(true)}>
            {t('ideas.add')}
          </button>
        </div>
      )}
    </section>
  );
}
