export { Carousel, type CarouselProps } from './carousel.tsx';
export { LikeButton, LIKE_ANIMATION_MS, type LikeButtonProps } from './like-button.tsx';
export { AutoVideo, videoSources, type AutoVideoProps } from './auto-video.tsx';
export { FullscreenImage, type FullscreenImageProps } from './fullscreen-image.tsx';
export { distanceToBottom, isNearBottom, createThrottle } from './paging.ts';
export { useNearBottom, type NearBottomOptions } from './use-near-bottom.ts';
export { applyLike, PLAY_QUERY_KEYS, type LikeAnswer } from './post-cache.ts';
