import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, loaded in their own chunk after the first paint (see motion.tsx). */
export default domAnimation;
