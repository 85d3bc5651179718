import { listenForSiteDialogs, openSiteDialog, type SiteDialogRequest } from './site-dialog-events';

describe('site dialog requests', () => {
  it('opens a dialog asked for before the host listened, once the host listens', () => {
    openSiteDialog('booking', 'Full body check-up');
    const opened: SiteDialogRequest[] = [];
    const stop = listenForSiteDialogs((request) => opened.push(request));
    expect(opened).toEqual([{ kind: 'booking', message: 'Full body check-up' }]);
    stop();
  });

  it('passes each later request to the listening host, and keeps none for the next', () => {
    const opened: SiteDialogRequest[] = [];
    const stop = listenForSiteDialogs((request) => opened.push(request));
    openSiteDialog('callback');
    expect(opened).toEqual([{ kind: 'callback', message: undefined }]);
    stop();
    const next: SiteDialogRequest[] = [];
    listenForSiteDialogs((request) => next.push(request))();
    expect(next).toEqual([]);
  });
});
