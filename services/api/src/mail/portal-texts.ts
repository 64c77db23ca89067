import type { Language } from '@koester/contract/i18n/languages';
import type { FeedbackStatus } from '@koester/contract/validation/feedback-rules';

/** The words of the feedback portal's mails in each language; {title}, {from}, {to}, {n} are filled in. */
interface PortalTexts {
  status: Record<FeedbackStatus, string>;
  statusSubject: string;
  statusChanged: string;
  note: string;
  digestSubject: string;
  digestIntro: string;
  digestIntroOne: string;
  more: string;
  team: string;
  someone: string;
  open: string;
  because: string;
  stopItem: string;
  stopAll: string;
}

export const PORTAL_TEXTS: Record<Language, PortalTexts> = {
  en: {
    status: { open: 'Open', in_progress: 'In progress', completed: 'Completed', declined: 'Declined' },
    statusSubject: '“{title}” is now {to}',
    statusChanged: 'The status of “{title}” changed from {from} to {to}.',
    note: 'A note from the Koester team',
    digestSubject: 'New comments on “{title}”',
    digestIntro: 'There are {n} new comments on “{title}”.',
    digestIntroOne: 'There is a new comment on “{title}”.',
    more: 'and {n} more',
    team: 'Koester team',
    someone: 'Someone',
    open: 'View on the feedback portal',
    because: 'You receive this because you follow this item on the Koester feedback portal.',
    stopItem: 'Stop mail about this item',
    stopAll: 'Stop all feedback portal mail',
  },
  nl: {
    status: { open: 'Open', in_progress: 'In behandeling', completed: 'Afgerond', declined: 'Afgewezen' },
    statusSubject: '“{title}” is nu: {to}',
    statusChanged: 'De status van “{title}” is veranderd van {from} naar {to}.',
    note: 'Een bericht van het Koester-team',
    digestSubject: 'Nieuwe reacties op “{title}”',
    digestIntro: 'Er zijn {n} nieuwe reacties op “{title}”.',
    digestIntroOne: 'Er is een nieuwe reactie op “{title}”.',
    more: 'en nog {n}',
    team: 'Koester-team',
    someone: 'Iemand',
    open: 'Bekijk het in het feedbackportaal',
    because: 'Je krijgt deze mail omdat je dit item volgt in het feedbackportaal van Koester.',
    stopItem: 'Geen mail meer over dit item',
    stopAll: 'Geen mail meer uit het feedbackportaal',
  },
  fr: {
    status: { open: 'Ouvert', in_progress: 'En cours', completed: 'Terminé', declined: 'Refusé' },
    statusSubject: '« {title} » est maintenant : {to}',
    statusChanged: 'Le statut de « {title} » est passé de « {from} » à « {to} ».',
    note: 'Un mot de l’équipe Koester',
    digestSubject: 'Nouveaux commentaires sur « {title} »',
    digestIntro: 'Il y a {n} nouveaux commentaires sur « {title} ».',
    digestIntroOne: 'Il y a un nouveau commentaire sur « {title} ».',
    more: 'et {n} de plus',
    team: 'Équipe Koester',
    someone: 'Quelqu’un',
    open: 'Voir sur le portail de feedback',
    because: 'Vous recevez ce message parce que vous suivez cet élément sur le portail de feedback de Koester.',
    stopItem: 'Ne plus recevoir de mails sur cet élément',
    stopAll: 'Ne plus recevoir de mails du portail de feedback',
  },
};
