/**
 * The portal's one stylesheet, inline (the CSP allows inline styles; the
 * portal plays a separate service, so it uses none of the site's bundle).
 * Club blue #0044a9; a focus ring that shows on white and on blue (yellow
 * with a dark halo); text and borders at WCAG AA contrast; one column up to
 * 960 px, then the club panel beside the form.
 */
export const PORTAL_CSS = `
:root{--blue:#0044a9;--blue-deep:#002b6e;--ink:#14192b;--muted:#4d5568;--line:#6b7488;--soft:#dfe5ef;--bg:#f1f4f9;--error:#b3261e;--ok:#0b6b3a}
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:var(--ink);background:var(--bg);-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;line-height:1.5;font-size:1rem}
a{color:var(--blue);text-underline-offset:.15em}
a:hover{color:var(--blue-deep);text-decoration-thickness:2px}
:focus-visible{outline:3px solid #ffbf47;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.skip{position:absolute;left:-9999px;top:.5rem;background:#fff;color:var(--ink);padding:.5rem 1rem;z-index:10;font-weight:700}
.skip:focus{left:.5rem}
.bar{background:var(--blue);color:#fff;border-bottom:4px solid #fff;box-shadow:0 1px 0 var(--soft)}
.bar__inner{max-width:1200px;margin:0 auto;padding:.75rem 1.25rem;display:flex;align-items:center;justify-content:space-between;gap:1rem}
.brand{display:flex;align-items:center;gap:.75rem;color:#fff;text-decoration:none}
.brand:hover{color:#fff}
.brand img{width:44px;height:44px;display:block}
.brand__name{display:flex;flex-direction:column;font-weight:800;font-size:1.125rem;letter-spacing:.01em;line-height:1.2;white-space:nowrap}
.brand__sub{font-weight:500;font-size:.8125rem;opacity:.92;letter-spacing:.04em;text-transform:uppercase}
.bar a.bar__back{color:#fff;font-size:.9375rem}
.wide-only{display:none}
.layout{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:1.5rem 1rem 2.5rem;display:grid;gap:2rem;align-items:start}
.hero{display:none}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 2px rgba(20,25,43,.08),0 8px 24px rgba(20,25,43,.08);padding:1.5rem 1.25rem;width:100%;max-width:520px;margin:0 auto}
.card--wide{max-width:760px}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem;color:var(--blue-deep)}
h2{font-size:1.25rem;line-height:1.3;margin:0 0 .5rem}
.lead{color:var(--muted);margin:0 0 1.5rem}
p{margin:0 0 1rem}
.field{margin:0 0 1.25rem}
.field label,.legend{display:block;font-weight:700;margin:0 0 .25rem}
.hint{display:block;color:var(--muted);font-size:.9375rem;margin:0 0 .35rem}
.error-text{display:block;color:var(--error);font-weight:700;margin:0 0 .35rem}
.field--error{border-left:4px solid var(--error);padding-left:.75rem}
input[type=text],input[type=email],input[type=password],input[type=date],select{width:100%;font:inherit;color:var(--ink);background:#fff;border:2px solid var(--line);border-radius:6px;padding:.65rem .75rem;min-height:48px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--error)}
select{appearance:auto}
.check{display:flex;gap:.75rem;align-items:flex-start;margin:0 0 1rem}
.check input{width:24px;height:24px;margin:.1rem 0 0;flex:none;accent-color:var(--blue)}
.check label{font-weight:400;margin:0}
.row{display:grid;gap:0 1rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.6rem;width:100%;min-height:48px;padding:.7rem 1.25rem;border-radius:999px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer;border:2px solid var(--blue);background:var(--blue);color:#fff}
.btn:hover{background:var(--blue-deep);border-color:var(--blue-deep);color:#fff}
.btn--secondary{background:#fff;color:var(--blue)}
.btn--secondary:hover{background:#e8eefa;color:var(--blue-deep)}
.btn--social{background:#f4f6fa;border-color:#c3cad8;color:var(--muted);cursor:not-allowed;font-weight:600}
.btn--social:hover{background:#f4f6fa;border-color:#c3cad8;color:var(--muted)}
.btn--link{background:none;border:0;color:var(--blue);text-decoration:underline;padding:0;min-height:0;width:auto;font-weight:600}
.btn--link:hover{background:none;color:var(--blue-deep)}
.social-icon{width:20px;height:20px;flex:none}
.between{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap;margin:-.5rem 0 1.25rem}
.divider{display:flex;align-items:center;gap:1rem;color:var(--muted);margin:1.5rem 0 1rem;font-size:.9375rem}
.divider::before,.divider::after{content:'';flex:1;border-top:1px solid var(--soft)}
.stack{display:grid;gap:.6rem}
.note{color:var(--muted);font-size:.9375rem;margin:.6rem 0 0}
.register{margin-top:1.75rem;padding:1.25rem;border-radius:10px;background:#eef3fb;border:1px solid #cdd9ef}
.register p{color:var(--muted)}
.summary{border:4px solid var(--error);border-radius:8px;padding:1rem 1.25rem;margin:0 0 1.5rem}
.summary h2{color:var(--error);font-size:1.125rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:var(--error);font-weight:700}
.notice{border-left:6px solid var(--ok);background:#e9f5ee;padding:.9rem 1rem;border-radius:6px;margin:0 0 1.5rem}
.notice--info{border-left-color:var(--blue);background:#eaf0fb}
.details{display:grid;grid-template-columns:minmax(0,1fr);gap:.25rem 1.5rem;margin:0 0 1.5rem}
.details dt{font-weight:700;color:var(--muted);font-size:.9375rem}
.details dd{margin:0 0 .75rem;overflow-wrap:anywhere}
.mail{border:1px solid var(--soft);border-radius:10px;padding:1rem;margin:0 0 1rem}
.mail pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:.9375rem;color:var(--muted);margin:.5rem 0}
.mail a{overflow-wrap:anywhere}
.meta{color:var(--muted);font-size:.875rem;margin:0}
.foot{background:var(--blue-deep);color:#fff;font-size:.875rem}
.foot__inner{max-width:1200px;margin:0 auto;padding:1rem 1.25rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;justify-content:space-between}
.foot a{color:#fff}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:640px){
.wide-only{display:inline}
.narrow-only{display:none}
.card{padding:2rem 2.25rem}
.row--2{grid-template-columns:1fr 1fr}
.details{grid-template-columns:max-content minmax(0,1fr)}
.details dd{margin:0}
h1{font-size:2rem}
}
@media (min-width:960px){
.layout{grid-template-columns:minmax(0,5fr) minmax(0,6fr);padding:3rem 1.5rem 4rem;gap:3rem}
.layout--single{grid-template-columns:minmax(0,1fr)}
.hero{display:block;position:sticky;top:2rem;color:#fff;background:linear-gradient(160deg,var(--blue) 0%,var(--blue-deep) 100%);border-radius:16px;padding:2.5rem 2.5rem 3rem;border-bottom:6px solid #fff;box-shadow:0 8px 24px rgba(0,43,110,.25)}
.hero img{display:block;width:88px;height:88px;margin:0 0 1.5rem;filter:drop-shadow(0 4px 10px rgba(0,0,0,.25))}
.hero h2{font-size:2rem;line-height:1.15;margin:0 0 1rem;max-width:14em}
.hero p{opacity:.95;max-width:28em}
.hero ul{list-style:none;padding:0;margin:1.5rem 0 0;display:grid;gap:.75rem;position:relative}
.hero li{padding-left:2rem;position:relative;font-weight:600}
.hero li::before{content:'';position:absolute;left:0;top:.3em;width:1.1rem;height:1.1rem;border-radius:50%;background:#fff;box-shadow:inset 0 0 0 4px #6f9ae0}
.card{margin:0}
.layout--single .card{margin:0 auto}
}
`
