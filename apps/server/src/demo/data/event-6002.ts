// 6002: the zh-cn version of the retail show 6001 (SPEC §9 show link type DualLanguage): 1001's
// slides with Chinese titles and a Chinese pricing message. 6001 and 6002 link to each other, so a
// retail visitor registered for one switches to the other language without registering again,
// and 6001's public link code opens this show too. Its own link:
// /presentation/v2/6002/?linkCode=NORTHWIND-RETAIL-ZH.
import type { DemoEventFactory } from '../demo-types.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const DAY_MS = 86_400_000;

/** The code of 6002's public link. */
export const RETAIL_ZH_DEMO_LINK_CODE = 'NORTHWIND-RETAIL-ZH';

export const event6002: DemoEventFactory = (loadedAt) => ({
  presId: 6002,
  title: 'Northwind Renewables 首次公开发行：散户投资者推介会',
  // The slide images are 1001's; the manifest gives them Chinese titles.
  assetDir: '1001',
  slidesManifest: 'slides.zh-cn.json',
  media: null,
  privateSlidesBeginAt: null,
  branding: northwindBranding,
  titleLogo: 'title-logo.png',
  underwriterButtonText: '承销商',
  underwriters: northwindUnderwriters,
  speakers: [
    { name: 'Elena Marsh', title: '首席执行官', company: ISSUER },
    { name: 'David Okafor', title: '首席财务官', company: ISSUER },
  ],
  documents: [{ name: '初步招股说明书', extType: 1, file: '../1004/prospectus.pdf' }],
  eventInfo: {
    Issuer: ISSUER,
    Description:
      'Northwind Renewables 管理层向散户投资者介绍拟议的首次公开发行：业务、增长计划和发行条款。',
    StartDateUtc: new Date(loadedAt.getTime() - DAY_MS).toISOString(),
    Timezone: 'Asia/Shanghai',
    Contact: '投资者关系：ir@northwind-renewables.example',
  },
  disclaimer: null,
  security: {
    BlockSlidesCopy: true,
    BlockSlidesText: false,
    ShowSECWarn: false,
    ShowSECWarnText: null,
    EventMediaButton: false,
    ProspectusButton: false,
  },
  hasPublicEntry: false,
  links: [{ presId: 6001, linkType: 2 }],
  extras: {
    Language: 'zh-cn',
    Retail_PricingMessage:
      '预计定价：12 月 8 日当周。价格区间为每股 18.00 至 21.00 美元；最终价格可能超出该区间。',
  },
  retail: { linkCode: RETAIL_ZH_DEMO_LINK_CODE },
});
