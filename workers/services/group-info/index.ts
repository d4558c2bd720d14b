export { createGroupInfoService, type GroupInfoService, type ModalItem } from "./service";
