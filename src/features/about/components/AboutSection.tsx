import { useState } from 'react';
import Button from '@/components/ui/Button';
import { ABOUT_PREVIEW_WORDS } from '@/config/constants';
import { Modal } from '@/lib/components/Modal';
import { firstWords } from '@/lib/text';
import { ABOUT_CARDS, type AboutCard } from '../cards';
import '../about.css';

/**
 * The six About cards: each shows its first 15 words and 'Read more', which opens a
 * modal with the full text. The modal closes by its Close button, Escape or a click outside.
 */
export default function AboutSection() {
	const [open, setOpen] = useState<AboutCard | null>(null);
	const close = () => setOpen(null);
	return (
		<>
			<ul className="about-grid">
				{ABOUT_CARDS.map((card, index) => (
					<li key={card.id} className="about-card">
						<span className="about-card__index" aria-hidden="true">
							{String(index + 1).padStart(2, '0')}
						</span>
						<h3 className="about-card__title">{card.title}</h3>
						<p className="about-card__preview">
							{firstWords(card.paragraphs.join(' '), ABOUT_PREVIEW_WORDS)}
						</p>
						<button
							type="button"
							className="about-card__more"
							aria-haspopup="dialog"
							onClick={() => setOpen(card)}
						>
							Read more<span className="visually-hidden"> about {card.title}</span>
						</button>
					</li>
				))}
			</ul>
			<Modal
				open={open !== null}
				title={open?.title}
				onClose={close}
				className="about-modal"
				footer={
					<Button variant="secondary" onClick={close}>
						Close
					</Button>
				}
			>
				{open?.paragraphs.map((paragraph) => (
					<p key={paragraph.slice(0, 24)}>{paragraph}</p>
				))}
			</Modal>
		</>
	);
}
