/* global window, document */
/**
 * A stand-in for Jitsi's external_api.js, served by tests/support/jitsi-stand-in. Like the real
 * one, it puts an iframe of https://<domain>/<room> into the parent node and talks to it only by
 * postMessage; unlike it, it records every construction, command and disposal on
 * window.jitsiStandIn for the test to read.
 */
(function () {
  const record = { created: [], commands: [], disposed: 0 };
  window.jitsiStandIn = record;

  class JitsiMeetExternalAPI {
    constructor(domain, options) {
      const { parentNode, ...rest } = options;
      record.created.push({ domain, options: JSON.parse(JSON.stringify(rest)) });
      this._listeners = new Map();
      this._participants = 0;
      this._frame = document.createElement('iframe');
      this._frame.src = `https://${domain}/${encodeURIComponent(options.roomName)}`;
      this._frame.allow = 'camera; microphone; display-capture; fullscreen';
      this._frame.title = 'Stand-in Jitsi';
      this._frame.style.cssText = 'width:100%;height:100%;border:0';
      this._onMessage = (event) => {
        if (event.source !== this._frame.contentWindow || !event.data?.standIn) return;
        this._fromRoom(event.data);
      };
      window.addEventListener('message', this._onMessage);
      parentNode.appendChild(this._frame);
    }

    /** Jitsi's own bookkeeping: the count changes before the listeners hear of it. */
    _fromRoom(message) {
      if (message.standIn === 'joined') {
        this._participants = 1;
        this._emit('videoConferenceJoined', { roomName: message.room });
      } else if (message.standIn === 'passwordRequired') {
        this._emit('passwordRequired');
      } else if (message.standIn === 'participants') {
        while (this._participants < message.count) {
          this._participants++;
          this._emit('participantJoined', {});
        }
        while (this._participants > message.count) {
          this._participants--;
          this._emit('participantLeft', {});
        }
      } else if (message.standIn === 'hungUp') {
        this._participants = Math.max(0, this._participants - 1);
        this._emit('videoConferenceLeft', { roomName: message.room });
        this._emit('readyToClose');
      }
    }

    _emit(event, data) {
      for (const listener of this._listeners.get(event) ?? []) listener(data);
    }

    on(event, listener) {
      this._listeners.set(event, [...(this._listeners.get(event) ?? []), listener]);
      return this;
    }

    addListener(event, listener) {
      return this.on(event, listener);
    }

    executeCommand(name, ...args) {
      record.commands.push([name, ...args]);
      this._frame.contentWindow?.postMessage({ standIn: 'command', name, args }, '*');
    }

    getNumberOfParticipants() {
      return this._participants;
    }

    getIFrame() {
      return this._frame;
    }

    dispose() {
      record.disposed++;
      window.removeEventListener('message', this._onMessage);
      this._frame.remove();
    }
  }

  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
