/**
 * Korean for the panel's strings that Strapi 5.54's own Korean translation leaves out (or leaves
 * in English) on the screens editors work in: the Content Manager's lists and edit forms, the
 * lesson preview's header, 보기 설정, the media picker and the home page. Keys are the message
 * ids Strapi's code asks for (a plugin's usually with its prefix, a few without).
 * Strapi's own words are kept everywhere else, except one: publishing is 게시 here, as on the
 * site (the preview says 게시됨), where Strapi mixes 배포 and 발행 on one screen.
 */
export const ko: Record<string, string> = {
  // The Content Manager's own menu, list and edit screens.
  'content-manager.plugin.name': '콘텐츠 관리',
  'content-manager.containers.list.table-headers.status': '상태',
  'content-manager.containers.ListPage.selectedEntriesModal.title': '항목 게시',
  'content-manager.actions.unpublish.dialog.radio-label': '게시를 취소할 방법을 고르세요.',
  'content-manager.components.Blocks.expand': '크게 보기',
  'content-manager.components.Blocks.collapse': '작게 보기',
  'content-manager.components.Blocks.dnd.reorder': '{item}을(를) 옮겼습니다. 편집기 안의 새 위치: {position}.',
  'content-manager.components.Blocks.dnd.instruction': '블록 순서를 바꾸려면 Ctrl(Command)과 Shift를 누른 채 위·아래 화살표 키를 누르세요.',
  'content-manager.components.DynamicZone.more-actions': '더 보기',
  'content-manager.components.DynamicZone.add-item-above': '위에 컴포넌트 추가',
  'content-manager.components.DynamicZone.add-item-below': '아래에 컴포넌트 추가',
  'content-manager.components.DynamicZone.error-message': '이 컴포넌트에 오류가 있습니다.',
  'content-manager.components.RepeatableComponent.error-message': '항목에 오류가 있습니다.',
  'content-manager.components.reset-entry': '항목 초기화',
  'content-manager.containers.list.items': '{number, plural, other {항목}}',
  'content-manager.components.ListViewTable.row-line': '{number}번째 줄',
  'content-manager.restore.success.title': '지난 판을 되살렸습니다.',
  'content-manager.restore.success.message': '콘텐츠의 지난 판이 되살아났습니다.',
  'content-manager.history.sidebar.title.version-card.aria-label': '판 카드',
  'content-manager.permissions.not-allowed.locale': '이 언어의 콘텐츠를 볼 권한이 없습니다.',
  'content-manager.containers.SettingPage.edit-settings.modal-form.mainField.hint': '보여 줄 필드를 고르세요',
  'content-manager.containers.ListSettingsView.modal-form.size': '크기',
  'content-manager.widget.last-edited.title': '최근 고친 항목',
  'content-manager.widget.last-published.title': '최근 게시한 항목',
  'content-manager.widget.chart-entries.title': '항목',
  'popUpWarning.bodyMessage.contentType.delete.all': '고른 항목들을 지울까요?',
  'popUpWarning.bodyMessage.contentType.unpublish.all': '고른 항목들의 게시를 취소할까요?',
  'containers.SettingPage.editSettings.description': '필드를 끌어다 놓아 화면을 꾸밉니다',
  'preview.tabs.label': '문서 상태',
  'preview.copy.label': '미리보기 링크 복사',
  'search.placeholder': '검색',
  cancel: '취소',
  'app.utils.toggle': '펼치기/접기',
  'app.components.ToggleCheckbox.on-label': '예',
  'app.components.ToggleCheckbox.off-label': '아니요',
  'components.Blocks.blocks.bulletList': '글머리 기호 목록',
  'components.Blocks.blocks.numberList': '번호 목록',

  // Publishing is 게시, as on the site.
  'app.utils.publish': '게시',
  'app.utils.unpublish': '게시 취소',
  'app.utils.published': '게시됨',
  'content-manager.containers.List.published': '게시됨',
  'content-manager.containers.edit.tabs.published': '게시됨',
  'content-manager.containers.edit.information.last-published.label': '게시됨',
  'content-manager.relation.publicationState.published': '게시됨',
  'content-manager.components.Select.publish-info-title': '상태: 게시됨',

  // The media picker of an image field (course families, banners, course-code images).
  'upload.control-card.more-actions': '더 보기',
  'upload.header.search.placeholder': '검색',
  'upload.list.assets.actions.delete': '삭제',
  'upload.form.input.label.folder-location': '위치',
  'upload.form.input.label.file-location': '위치',
  'upload.modal.upload-list.sub-header.add-folder': '폴더 추가',
  'upload.modal.edit.success-label': '파일을 고쳤습니다.',
  'upload.notification.warning.404': '찾을 수 없습니다',
  'upload.form.input.label.folder-location-default-label': '미디어 라이브러리',
  'upload.form.input.placeholder.file-alt': '대체 텍스트를 적으세요',
  'upload.header.actions.folder-level-up': '뒤로',
  // Strapi's Korean names a value Strapi does not pass, so the panel fell back to English.
  'upload.list.assets.selected': '폴더 {numberFolders}개, 파일 {numberAssets}개 선택됨',
  'view-switch.list': '목록으로 보기',
  'view-switch.grid': '격자로 보기',
  'list.table.content.empty-label': '비어 있음',
  'list.table.header.sort': '{label} 순으로 정렬',
  'list.assets.empty': '미디어 라이브러리가 비어 있습니다',
  'list.assets.empty-upload': '첫 파일을 올려 보세요…',
  'list.assets-empty.title-withSearch': '고른 조건에 맞는 파일이 없습니다',
  'list.asset.at.finished': '폴더를 다 불러왔습니다.',
  'modal.remove.success-label': '지웠습니다.',
  'window.confirm.close-modal.file': '닫을까요? 바꾼 내용은 사라집니다.',
  'window.confirm.close-modal.files': '닫을까요? 아직 올리지 않은 파일이 있습니다.',
  'form.upload-url.error.url.invalid': '주소 하나가 올바르지 않습니다',
  'form.upload-url.error.url.invalids': '주소 {number}개가 올바르지 않습니다',
  'header.actions.no-permissions': '볼 권한이 없습니다',
  'global.move': '옮기기',
  'app.loading': '불러오는 중...',

  // Inviting an editor: the role picker names Strapi's three roles by these ids.
  'global.strapi-super-admin': '최고 관리자',
  'global.strapi-editor': '편집자',
  'global.strapi-author': '작성자',

  // The profile page, where an editor may choose English.
  'Settings.profile.form.section.experience.interfaceLanguageHelp':
    '여기서 바꾼 설정은 이 계정에만 적용됩니다. 자세한 안내는 {here}에 있습니다.',

  // The home page an editor lands on after signing in.
  'app.components.MediaLibraryBanner.intro': '새 미디어 라이브러리를 소개합니다. ',
  'app.components.MediaLibraryBanner.text': '새 미디어 라이브러리로 바꾸는 방법은 문서에 있습니다.',
  'app.components.MediaLibraryBanner.text.enabled': '새로 바뀐 미디어 라이브러리를 쓰고 있습니다.',
  'app.components.MediaLibraryBanner.button': '문서',
  'app.components.MediaLibraryBanner.button.enabled': '소개 글 읽기',
  'app.components.MediaLibraryBanner.close': '배너 닫기',
  'app.session.ended.title': '로그인 시간이 끝났습니다',
  'app.session.ended.unsaved': '로그인 시간이 끝나 이어갈 수 없습니다. 로그아웃하면 저장하지 않은 내용은 사라집니다.',
  'app.error': '문제가 생겼습니다',
  'app.error.copy': '클립보드에 복사',
};
