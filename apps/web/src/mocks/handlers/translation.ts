import type { HttpHandler } from 'msw';
import { trpcMutation, trpcQuery } from '../trpc.ts';

/** A few strings so mock mode visibly switches language; everything else falls back to English. */
const SAMPLES: Record<string, Record<string, string>> = {
  es: {
    'Run the game': 'Iniciar el juego',
    Login: 'Iniciar sesión',
    'Log Out': 'Cerrar sesión',
    Continue: 'Continuar',
  },
  fr: { 'Run the game': 'Lancer le jeu', Login: 'Connexion', 'Log Out': 'Déconnexion', Continue: 'Continuer' },
  de: { 'Run the game': 'Spiel starten', Login: 'Anmelden', 'Log Out': 'Abmelden', Continue: 'Weiter' },
  ar: { 'Run the game': 'ابدأ اللعبة', Login: 'تسجيل الدخول', 'Log Out': 'تسجيل الخروج', Continue: 'متابعة' },
};

export const handlers: HttpHandler[] = [
  trpcQuery('translation.all', ({ request }) => SAMPLES[request.headers.get('x-language') ?? 'en'] ?? {}),
  trpcMutation('translation.add', ({ input }) => ({ added: input.originals.length })),
];
