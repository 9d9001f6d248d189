/** Language tags a caption track may be stored under: BCP 47 shaped, lower case (en, en-us, zh-cn). */
export const CAPTION_LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/;
