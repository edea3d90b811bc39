import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from './jsdom-dialog.ts';
import { skipMotion } from './motion.tsx';

// jsdom runs no real animations: with motion skipped no motion code loads, so dialogs open and close at once
// and tests never wait on an animation. motion.test.tsx turns it on to check the animated path.
skipMotion();
// jsdom has no modal <dialog>: showModal, close, Escape's cancel and the focus as a browser does them.
polyfillDialog();

afterEach(cleanup);
