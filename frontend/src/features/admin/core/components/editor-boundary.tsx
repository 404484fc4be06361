import { Component } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';

type Props = { children: ReactNode };

/**
 * Keeps a failed download of the (lazy) editor chunk inside the 내용 field: the rest of the form
 * and what was typed stay. The browser remembers a module that failed to download, so loading it
 * again needs a reload of the page, which the button offers.
 */
export class EditorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="admin-load-error">
        <StatusMessage tone="error">{koAdmin.form.editorFailed}</StatusMessage>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {koAdmin.form.reload}
        </Button>
      </div>
    );
  }
}
