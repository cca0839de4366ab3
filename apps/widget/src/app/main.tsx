// Entry of /widget/frame.html: the chat app, rendered by Preact through the react/react-dom aliases.
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readFrameParams } from './lib/frame-params';
import './styles.css';

const container = document.getElementById('root');
if (container) createRoot(container).render(<App params={readFrameParams(location.search)} />);
