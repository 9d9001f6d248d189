// 1007: the zh-cn version of 1001 (SPEC §9 show link type DualLanguage): the same slides with
// Chinese titles and texts. 1001 and 1007 link to each other, so switching between them switches
// the viewer's language with the content. Entered with DEMO-1001 (its linked set) or DEMO-1007.
import type { DemoEventFactory } from '../demo-types.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const DAY_MS = 86_400_000;

export const event1007: DemoEventFactory = (loadedAt) => ({
  presId: 1007,
  title: 'Northwind Renewables 首次公开发行路演',
  // The slide images are 1001's; the manifest gives them Chinese titles.
  assetDir: '1001',
  slidesManifest: 'slides.zh-cn.json',
  media: null,
  privateSlidesBeginAt: 7,
  branding: northwindBranding,
  titleLogo: 'title-logo.png',
  underwriterButtonText: '承销商',
  underwriters: northwindUnderwriters,
  speakers: [
    { name: 'Elena Marsh', title: '首席执行官', company: ISSUER },
    { name: 'David Okafor', title: '首席财务官', company: ISSUER },
    { name: 'Mei-Lin Park', title: '首席运营官', company: ISSUER },
    { name: 'Jonah Reyes', title: '投资者关系副总裁', company: ISSUER },
  ],
  documents: [],
  eventInfo: {
    Issuer: ISSUER,
    Description:
      '管理层介绍 Northwind Renewables：一家在美国开发和运营公用事业规模太阳能及储能项目的公司，拟在纳斯达克全球精选市场首次公开发行股票。',
    StartDateUtc: new Date(loadedAt.getTime() + 2 * DAY_MS).toISOString(),
    Timezone: 'Asia/Shanghai',
    Contact: '投资者关系：ir@northwind-renewables.example',
  },
  // 1001's disclaimer is accepted before either language version is reached through it; the
  // Chinese version adds none of its own, so switching language does not stop the viewer.
  disclaimer: null,
  security: {
    BlockSlidesCopy: true,
    BlockSlidesText: false,
    ShowSECWarn: true,
    ShowSECWarnText:
      '与上述证券相关的注册声明已提交美国证券交易委员会，但尚未生效。本演示不构成出售上述证券的要约。',
    EventMediaButton: false,
    ProspectusButton: false,
  },
  hasPublicEntry: true,
  links: [{ presId: 1001, linkType: 2 }],
  extras: {
    Language: 'zh-cn',
    TickerMessages: [
      'Northwind Renewables 已申请在纳斯达克全球精选市场首次公开发行股票。',
      '演示结束后为管理层问答环节，请向投资者关系部提交问题。',
    ],
  },
});
