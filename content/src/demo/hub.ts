import type { PackHubPost } from '@app/schema';
import { tr } from './text.ts';

const post = (id: string, markdown: string, rest: Partial<PackHubPost> = {}): PackHubPost => {
  const { text, trans } = tr(markdown);
  return { id, description: text, descriptionTrans: trans, tags: [], options: [], endsInDays: 7, critical: false, seedVotes: [], ...rest };
};

/** The demo hub: three votes (one already ended) and one critical notice. */
export const HUB_POSTS: PackHubPost[] = [
  post(
    'next-location',
    '## Which character should get a new location next?\n\nThe most voted wins a third meeting place next month.|## ¿Qué personaje debería recibir un nuevo lugar?\n\nLa más votada gana un tercer lugar de encuentro el mes que viene.|## Quel personnage doit recevoir un nouveau lieu ?\n\nLa plus votée gagne un troisième lieu de rendez-vous le mois prochain.|## Welche Figur bekommt als Nächstes einen neuen Ort?\n\nDie meisten Stimmen gewinnen nächsten Monat einen dritten Treffpunkt.',
    { options: ['Mila Reyes', 'Sienna Hart', 'Nova Kane', 'Jade Okafor'], endsInDays: 10, seedVotes: [412, 538, 297, 365] },
  ),
  post(
    'new-character-job',
    '## Help us write the tenth character\n\nWhat should she do for a living? Every adult, every original, as always.|## Ayúdanos a crear el décimo personaje\n\n¿A qué debería dedicarse? Adulta y original, como siempre.|## Aidez-nous à créer le dixième personnage\n\nQuel métier devrait-elle exercer ? Adulte et originale, comme toujours.|## Hilf uns bei der zehnten Figur\n\nWas soll sie beruflich machen? Erwachsen und originell, wie immer.',
    { options: ['Firefighter', 'Opera singer', 'Rock climber', 'Perfumer'], endsInDays: 5, seedVotes: [188, 243, 131, 276] },
  ),
  post(
    'summer-event',
    '## Summer event theme (closed)\n\nThanks for voting! The beach party won and is live now.|## Tema del evento de verano (cerrado)\n\n¡Gracias por votar! Ganó la fiesta en la playa y ya está disponible.|## Thème de l’événement d’été (terminé)\n\nMerci d’avoir voté ! La fête sur la plage l’a emporté et elle est en ligne.|## Thema des Sommer-Events (beendet)\n\nDanke fürs Abstimmen! Die Strandparty hat gewonnen und läuft jetzt.',
    { options: ['Beach party', 'Masquerade ball', 'Road trip'], endsInDays: -3, seedVotes: [1264, 842, 517] },
  ),
  post(
    'verify-email',
    '## Please verify your e-mail\n\nVerify your address to keep your progress safe and to recover your account. Open your profile and choose **Resend verification e-mail**.|## Verifica tu correo\n\nVerifica tu dirección para proteger tu progreso y recuperar tu cuenta. Abre tu perfil y elige **Reenviar correo de verificación**.|## Merci de vérifier votre e-mail\n\nVérifiez votre adresse pour protéger votre progression et récupérer votre compte. Ouvrez votre profil et choisissez **Renvoyer l’e-mail de vérification**.|## Bitte bestätige deine E-Mail\n\nBestätige deine Adresse, um deinen Fortschritt zu sichern und dein Konto wiederherzustellen. Öffne dein Profil und wähle **Bestätigungs-E-Mail erneut senden**.',
    { critical: true, tags: ['!mainEmailVerified'], endsInDays: 365 },
  ),
];
