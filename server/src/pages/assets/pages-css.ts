// The one stylesheet of the registry pages. Served from our own origin (the CSP allows no inline styles
// and no third-party assets); colours keep at least 4.5:1 contrast on their backgrounds.
export const pagesCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1.0625rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b1f24;background:#fff}
a{color:#0b4fb3}
a:hover{color:#073a85}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0b4fb3;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:.5rem;z-index:1}
header.site{background:#0d2a4a;color:#fff;padding:.75rem 0}
header.site a{color:#fff;text-decoration:none;font-weight:700}
header.site nav{max-width:56rem;margin:0 auto;padding:0 1rem;display:flex;gap:1.25rem;flex-wrap:wrap;align-items:baseline}
header.site nav a.home{font-size:1.2rem;margin-right:auto}
main{max-width:56rem;margin:0 auto;padding:1rem}
footer.site{max-width:56rem;margin:2rem auto 0;padding:1rem;color:#4a525c;font-size:.9rem;border-top:1px solid #d5dae0}
h1{font-size:1.9rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.35rem;margin:1.75rem 0 .5rem}
h3{font-size:1.1rem;margin:1rem 0 .25rem}
.lede{font-size:1.1rem;color:#333a42}
.boxes{display:grid;gap:1rem;grid-template-columns:1fr}
@media (min-width:48rem){.boxes{grid-template-columns:1fr 1fr}}
.box{border:1px solid #c9d1da;border-radius:.5rem;padding:1rem;background:#f7f9fb}
.box h2{margin-top:0}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
.hint{display:block;font-weight:400;color:#4a525c;font-size:.95rem}
input[type=text],input[type=search]{width:100%;font:inherit;padding:.6rem .7rem;border:2px solid #5b6673;border-radius:.375rem;background:#fff;color:#1b1f24}
button{font:inherit;font-weight:700;margin-top:.75rem;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:#0b4fb3;color:#fff;cursor:pointer}
button:hover{background:#073a85}
.result{border-radius:.5rem;padding:1rem;margin:1.25rem 0;border:2px solid}
.result h2{margin-top:0}
.result.official{background:#e8f5ec;border-color:#1d7a3e}
.result.warning{background:#fdeceb;border-color:#b3261e}
.result.neutral,.result.invalid{background:#f3f4f6;border-color:#5b6673}
.mark{display:inline-block;font-weight:700;padding:.15rem .6rem;border-radius:1rem;font-size:.95rem}
.mark.official{background:#1d7a3e;color:#fff}
.mark.warning{background:#b3261e;color:#fff}
.mark.neutral{background:#4a525c;color:#fff}
.real-link{display:block;font-size:1.3rem;font-weight:700;margin:.75rem 0;word-break:break-word}
.host{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all}
.notice{border-left:4px solid #8a5a00;background:#fff6e0;padding:.6rem .8rem;margin:1rem 0}
.alert{border-left:4px solid #b3261e;background:#fdeceb;padding:.6rem .8rem;margin:1rem 0}
.portal{border:1px solid #c9d1da;border-radius:.5rem;padding:.75rem;margin:1rem 0}
@media (min-width:36rem){.portal{padding:1rem}}
.portal .real-link{margin-top:.25rem}
dl.facts{display:grid;grid-template-columns:minmax(0,1fr);gap:0 1rem;margin:.5rem 0}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0 0 .5rem;min-width:0;overflow-wrap:anywhere}
@media (min-width:36rem){dl.facts{grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem}dl.facts dd{margin:0}}
main li a,main p a{overflow-wrap:anywhere}
.flag{font-size:1.1em}
h1 .flag{font-size:2.2rem;vertical-align:middle;margin-right:.4rem}
.tips{background:#eef3fb;border:1px solid #b7c7e3;border-radius:.5rem;padding:.5rem 1rem;margin:1.5rem 0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.45rem .4rem;overflow-wrap:anywhere;border-bottom:1px solid #d5dae0;vertical-align:top}
th{background:#eef1f4}
.status-verified{color:#1d6b38;font-weight:600}
.status-unverified{color:#7a4f00}
ul.reasons{padding-left:1.25rem}
.filter{display:flex;gap:.5rem;align-items:flex-end;flex-wrap:wrap}
.filter div{flex:1 1 16rem}
.filter button{margin-top:0}
.count{color:#4a525c}
ul.popular{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
ul.popular a{display:inline-block;padding:.35rem .75rem;border:1px solid #c9d1da;border-radius:1rem;text-decoration:none}
ul.popular a:hover{border-color:#0b4fb3}
`;
