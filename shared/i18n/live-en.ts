/**
 * English texts of the live players, the account's devices and "Ready for
 * kick-off?" (SPEC §8.1 session check messages in their exact wording, §8.3,
 * issue 10 §4 and §8). A catalogue of their own: only the live players, the
 * account panel and the pages with live streams load them, never the home
 * page's first JavaScript.
 */
export const liveEn = {
  'live.message.requireLogin': 'Please Log In to access this stream',
  'live.message.streamIssue': 'Sorry but there is an issue with this stream',
  'live.message.notSubscribed': 'Sorry but you are not subscribed to this stream',
  'live.message.country': 'Sorry but users within this country are not allowed to play this stream',
  'live.message.blocked': 'Your account has been blocked by an administrator',
  'live.message.concurrency':
    'Your account has reached the limit for concurrent streaming; please log out of some browsers and devices and try again',
  'live.message.other':
    'Sorry, there has been a problem accessing this stream. Please contact support with the following info: error status {code}',
  'live.message.noSessionData': 'No Session Data',
  'live.notInRegion': 'Not available in your region',
  'live.cause.offline': 'This stream is off air at the moment. Live streams start shortly before kick-off.',
  'live.cause.unknownCountry':
    'We cannot tell which country you are in (a VPN, a proxy or Tor hides it), so live video cannot be offered. Turn it off and try again.',
  'live.cause.blackout':
    'Live video of first-team matches is not shown in the UK, the Republic of Ireland, the Channel Islands or the Isle of Man this season. You are in {country}.',
  'live.cause.notUnsoldTerritory': 'Another broadcaster holds the rights to show this match in {country}, so Town TV cannot show it there.',
  'live.cause.notSubscribed':
    'Live audio commentary comes with a Town TV subscription or a match pass; live video needs Town TV Plus (outside the UK and Ireland) or a match pass.',
  'live.cause.passForAnotherMatch': 'Your match pass is for another match: a pass covers one game only.',
  'live.cause.deviceLimit': 'Your account is already streaming on as many devices as it may at once. End one of them, then try again.',
  'live.listenInstead': 'Listen to the live commentary instead',
  'live.retry': 'Try again',
  'live.ended.endedByOtherDevice': 'This stream was stopped from another device signed in to your account.',
  'live.ended.missedPings': 'This stream stopped because the connection to Town TV was lost.',
  'live.ended.signedOut': 'This stream stopped because this browser signed out of your account.',
  'live.ended.passwordChanged':
    "This stream stopped because your account's password was changed, which signs out every device. Log in again to carry on.",
  'live.offAir': 'Off air',
  'live.loading': 'Getting the live stream ready',
  'live.badge': 'Live',
  'live.mute': 'Mute',
  'live.unmute': 'Unmute',
  'live.fullScreen': 'Full screen',
  'live.exitFullScreen': 'Exit full screen',
  'live.openPlayer': 'Open the player',
  'live.closeDocked': 'Close live video',
  'live.noPause': 'Live: this stream cannot be paused or rewound.',
  'live.watch': 'Watch live',
  'live.listen': 'Listen live',
  'live.audioKind': 'Live audio',
  'live.videoKind': 'Live video',
  'live.kickOff': 'Kick-off {time}',
  'devices.title': 'Streaming now',
  'devices.empty': 'No device is streaming live on this account right now.',
  'devices.loading': 'Loading your devices',
  'devices.failed': 'Your devices could not be loaded. Please try again.',
  'devices.thisDevice': 'This device',
  'devices.otherDevice': 'Another device',
  'devices.since': 'Since {time}',
  'devices.unknownStream': 'A live stream',
  'devices.end': 'End',
  'devices.endLabel': 'End {stream} on another device, playing since {time}',
  'devices.signOutOthers': 'Sign out other devices',
  'devices.ended': 'Stream ended on that device.',
  'readiness.title': 'Ready for kick-off?',
  'readiness.intro': 'Check now whether you will be able to watch or listen when the match starts.',
  'readiness.logIn': 'Log in to check whether you can watch or listen from here.',
  'readiness.loading': 'Checking',
  'readiness.ready': 'You are ready',
  'readiness.notReady': 'Not yet',
  'readiness.place': 'From here ({country})',
  'readiness.account': 'With this account',
  'readiness.device': 'On this device',
  'readiness.ok': 'Yes',
  'readiness.no': 'No',
  'readiness.unchecked': 'Not checked yet',
  'readiness.offAir': 'The stream goes on air shortly before kick-off.',
  'readiness.failed': 'We could not check just now. Please try again in a few minutes.',
  'liveUpgrade.label': 'Live games',
  // issue 21 §6: the label before a notice of the club during an incident.
  'notice.fromTheClub': 'From the club:',
} as const

export type LiveMessageKey = keyof typeof liveEn
