export interface AvatarProps {
  src: string;
  alt: string;
  size?: number;
  dimmed?: boolean;
}

export function Avatar({ src, alt, size = 48, dimmed = false }: AvatarProps) {
  return (
    <img
      className="ui-avatar"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ width: size, height: size, opacity: dimmed ? 0.4 : 1 }}
    />
  );
}
