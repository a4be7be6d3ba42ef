import { hydrateRoot } from 'react-dom/client'
import type { BootData } from '../shared/types/page-payload'
import { App } from './app'
import './styles.css'

declare global {
  interface Window {
    __BOOT__: BootData
  }
}

// The server streamed the document; hydrate it with the data it embedded.
hydrateRoot(document, <App boot={window.__BOOT__} />)
