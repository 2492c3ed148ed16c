import { useEffect, useRef, useState } from 'react';

/** The avatar shown when a member has none, or theirs fails to load. */
const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface Props {
	src: string | null;
	/** In the first screen (the first group): loads with the page rather than after layout. */
	eager?: boolean;
}

/** A member's avatar that falls back to the default one when missing or broken. */
export default function StaffAvatar({ src, eager = false }: Props) {
	const [failed, setFailed] = useState(false);
	const image = useRef<HTMLImageElement>(null);
	// The team page arrives with its cards, so an avatar may fail before the island hydrates and
	// its error handler exists: a finished image without pixels failed.
	useEffect(() => {
		const node = image.current;
		if (node?.complete && node.naturalWidth === 0) setFailed(true);
	}, []);
	return (
		<img
			ref={image}
			className="staff-card__avatar"
			src={!src || failed ? DEFAULT_AVATAR : src}
			alt=""
			width={64}
			height={64}
			loading={eager ? 'eager' : 'lazy'}
			decoding="async"
			onError={() => setFailed(true)}
		/>
	);
}
