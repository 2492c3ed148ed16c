import { useState } from 'react';
import { DEFAULT_AVATAR } from '../../contract/account';
import '../../styles/ui/player.css';

interface Props {
	/** The image; none, or one that fails to load, shows the default avatar. */
	src?: string | null;
	/** Width and height in CSS pixels, fixed so nothing moves when the image arrives. */
	size: number;
	/** Above the fold (a page's own header): load at once. Below it: when scrolled near. */
	eager?: boolean;
	className?: string;
}

/** A player's round avatar, falling back to the default one as the header's does. */
export default function Avatar({ src, size, eager = false, className }: Props) {
	const [failed, setFailed] = useState(false);
	return (
		<img
			className={['ui-avatar', className].filter(Boolean).join(' ')}
			src={!src || failed ? DEFAULT_AVATAR : src}
			alt=""
			width={size}
			height={size}
			loading={eager ? 'eager' : 'lazy'}
			decoding="async"
			onError={() => setFailed(true)}
		/>
	);
}
