// Generated from schemas/loop-phases.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-phases.schema.json","title":"LoopPhases","description":"A loop home's `PHASES.md` (seed 001 \"Phase 注册与转向\"): the phase registry, the current phases and the optional task phase plan.","x-wflint-kind":"loop-phases","x-wflint-version":"1","type":"object","required":["phase_registry","current_controller_phase_id"],"properties":{"phase_registry":{"type":"array","description":"The registered phases: controller lifecycle, user requirement and agent unit phases.","items":{"type":"object","description":"One registered phase.","properties":{"phase_id":{"type":"string","description":"Unique id of the phase.","minLength":1},"phase_kind":{"type":"string","enum":["controller_lifecycle","user_requirement","agent_unit"],"description":"Which of the three phase modules it belongs to."},"compatibility_aliases":{"type":"array","description":"Legacy ids of the phase (`loop_level_phase_id`, `task_phase_id`).","items":{"type":"string","description":"One entry."}},"purpose":{"type":["string","null"],"description":"What the phase is for."},"owns_req_ids":{"type":"array","description":"Requirement ids the phase owns.","items":{"type":"string","description":"One entry."}},"entry_criteria":{"type":"array","description":"When the phase may start.","items":{"type":"string","description":"One entry."}},"exit_criteria":{"type":"array","description":"When the phase may advance.","items":{"type":"string","description":"One entry."}},"evidence_required":{"type":"array","description":"Evidence the phase needs before it passes; non-empty for a `passed` phase.","items":{"type":"string","description":"One entry."}},"expected_outputs":{"type":"array","description":"Outputs the phase must produce.","items":{"type":"object","description":"One expected output.","properties":{"path":{"type":"string","description":"Path of the output; must exist once the phase is `passed`.","minLength":1},"content_must_show":{"type":["string","null"],"description":"What the output must show."},"checked_by":{"type":["string","null"],"description":"Who checks it."}},"required":["path"]}},"status":{"type":"string","enum":["pending","active","ready_for_review","passed","repair_needed","blocked","skipped"],"description":"The phase's status."},"turn_options":{"type":"object","description":"The reaction on each review outcome.","properties":{"on_pass":{"type":["string","null"],"description":"On pass."},"on_partial":{"type":["string","null"],"description":"On partial."},"on_fail":{"type":["string","null"],"description":"On fail."},"on_block":{"type":["string","null"],"description":"On block."}}}},"required":["phase_id","phase_kind","status"]},"minItems":1},"current_controller_phase_id":{"type":"string","description":"The current controller lifecycle phase (a registered `phase_id`).","minLength":1},"current_user_requirement_phase_id":{"type":["string","null"],"description":"The current user requirement phase (a registered `phase_id`)."},"current_agent_unit_phase_id":{"type":["string","null"],"description":"The current agent unit phase (a registered `phase_id`)."},"task_phase_plan":{"type":"array","description":"The task-level phase plan view (optional).","items":{"type":"object","description":"One task-level phase (Controller gate fused with a user requirement phase).","properties":{"task_phase_plan_id":{"type":"string","description":"Id of the task-level phase.","minLength":1},"control_gate":{"type":"string","enum":["information_search","requirement_analysis","task_execution","test_coverage_planning","environment_test","continuous_optimization","final_report"],"description":"The controller lifecycle gate."},"user_requirement_phase_id":{"type":["string","null"],"description":"The user requirement phase it carries."},"purpose":{"type":["string","null"],"description":"What it is for."},"owns_req_ids":{"type":"array","description":"Requirement ids it owns.","items":{"type":"string","description":"One entry."}},"entry_criteria":{"type":"array","description":"When it may start.","items":{"type":"string","description":"One entry."}},"exit_criteria":{"type":"array","description":"When it may advance.","items":{"type":"string","description":"One entry."}},"evidence_required":{"type":"array","description":"Evidence it needs.","items":{"type":"string","description":"One entry."}},"expected_outputs":{"type":"array","description":"Outputs it must produce (paths, or `{path, …}` mappings).","items":{"description":"A path, or a mapping with `path`."}},"consumed_instruction_files":{"type":"array","description":"Instruction files its units consume.","items":{"type":"object","description":"One consumed instruction file.","properties":{"path":{"type":["string","null"],"description":"The file."},"section":{"type":["string","null"],"description":"The section consumed."},"consumed_by_role":{"type":["string","null"],"description":"The role that reads it."},"reason":{"type":["string","null"],"description":"Why."}}}},"phase_local_rules":{"type":"array","description":"Rules local to this phase.","items":{"type":"string","description":"One entry."}},"status":{"type":"string","enum":["pending","active","ready_for_review","passed","repair_needed","blocked","skipped"],"description":"Its status."}},"required":["task_phase_plan_id","control_gate","status"]}}}};
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-phases.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phase_registry === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase_registry"},message:"must have required property '"+"phase_registry"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.current_controller_phase_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_controller_phase_id"},message:"must have required property '"+"current_controller_phase_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.phase_registry !== undefined){
let data0 = data.phase_registry;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/phase_registry",schemaPath:"#/properties/phase_registry/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.phase_id === undefined){
const err3 = {instancePath:instancePath+"/phase_registry/" + i0,schemaPath:"#/properties/phase_registry/items/required",keyword:"required",params:{missingProperty: "phase_id"},message:"must have required property '"+"phase_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.phase_kind === undefined){
const err4 = {instancePath:instancePath+"/phase_registry/" + i0,schemaPath:"#/properties/phase_registry/items/required",keyword:"required",params:{missingProperty: "phase_kind"},message:"must have required property '"+"phase_kind"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.status === undefined){
const err5 = {instancePath:instancePath+"/phase_registry/" + i0,schemaPath:"#/properties/phase_registry/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.phase_id !== undefined){
let data2 = data1.phase_id;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/phase_registry/" + i0+"/phase_id",schemaPath:"#/properties/phase_registry/items/properties/phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/phase_registry/" + i0+"/phase_id",schemaPath:"#/properties/phase_registry/items/properties/phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.phase_kind !== undefined){
let data3 = data1.phase_kind;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/phase_registry/" + i0+"/phase_kind",schemaPath:"#/properties/phase_registry/items/properties/phase_kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data3 === "controller_lifecycle") || (data3 === "user_requirement")) || (data3 === "agent_unit"))){
const err9 = {instancePath:instancePath+"/phase_registry/" + i0+"/phase_kind",schemaPath:"#/properties/phase_registry/items/properties/phase_kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.phase_registry.items.properties.phase_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.compatibility_aliases !== undefined){
let data4 = data1.compatibility_aliases;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(typeof data4[i1] !== "string"){
const err10 = {instancePath:instancePath+"/phase_registry/" + i0+"/compatibility_aliases/" + i1,schemaPath:"#/properties/phase_registry/items/properties/compatibility_aliases/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/phase_registry/" + i0+"/compatibility_aliases",schemaPath:"#/properties/phase_registry/items/properties/compatibility_aliases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.purpose !== undefined){
let data6 = data1.purpose;
if((typeof data6 !== "string") && (data6 !== null)){
const err12 = {instancePath:instancePath+"/phase_registry/" + i0+"/purpose",schemaPath:"#/properties/phase_registry/items/properties/purpose/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.purpose.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.owns_req_ids !== undefined){
let data7 = data1.owns_req_ids;
if(Array.isArray(data7)){
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
if(typeof data7[i2] !== "string"){
const err13 = {instancePath:instancePath+"/phase_registry/" + i0+"/owns_req_ids/" + i2,schemaPath:"#/properties/phase_registry/items/properties/owns_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/phase_registry/" + i0+"/owns_req_ids",schemaPath:"#/properties/phase_registry/items/properties/owns_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.entry_criteria !== undefined){
let data9 = data1.entry_criteria;
if(Array.isArray(data9)){
const len3 = data9.length;
for(let i3=0; i3<len3; i3++){
if(typeof data9[i3] !== "string"){
const err15 = {instancePath:instancePath+"/phase_registry/" + i0+"/entry_criteria/" + i3,schemaPath:"#/properties/phase_registry/items/properties/entry_criteria/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/phase_registry/" + i0+"/entry_criteria",schemaPath:"#/properties/phase_registry/items/properties/entry_criteria/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.exit_criteria !== undefined){
let data11 = data1.exit_criteria;
if(Array.isArray(data11)){
const len4 = data11.length;
for(let i4=0; i4<len4; i4++){
if(typeof data11[i4] !== "string"){
const err17 = {instancePath:instancePath+"/phase_registry/" + i0+"/exit_criteria/" + i4,schemaPath:"#/properties/phase_registry/items/properties/exit_criteria/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/phase_registry/" + i0+"/exit_criteria",schemaPath:"#/properties/phase_registry/items/properties/exit_criteria/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.evidence_required !== undefined){
let data13 = data1.evidence_required;
if(Array.isArray(data13)){
const len5 = data13.length;
for(let i5=0; i5<len5; i5++){
if(typeof data13[i5] !== "string"){
const err19 = {instancePath:instancePath+"/phase_registry/" + i0+"/evidence_required/" + i5,schemaPath:"#/properties/phase_registry/items/properties/evidence_required/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/phase_registry/" + i0+"/evidence_required",schemaPath:"#/properties/phase_registry/items/properties/evidence_required/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.expected_outputs !== undefined){
let data15 = data1.expected_outputs;
if(Array.isArray(data15)){
const len6 = data15.length;
for(let i6=0; i6<len6; i6++){
let data16 = data15[i6];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.path === undefined){
const err21 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs/" + i6,schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data16.path !== undefined){
let data17 = data16.path;
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err22 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs/" + i6+"/path",schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs/" + i6+"/path",schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data16.content_must_show !== undefined){
let data18 = data16.content_must_show;
if((typeof data18 !== "string") && (data18 !== null)){
const err24 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs/" + i6+"/content_must_show",schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/items/properties/content_must_show/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.expected_outputs.items.properties.content_must_show.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data16.checked_by !== undefined){
let data19 = data16.checked_by;
if((typeof data19 !== "string") && (data19 !== null)){
const err25 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs/" + i6+"/checked_by",schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/items/properties/checked_by/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.expected_outputs.items.properties.checked_by.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs/" + i6,schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/phase_registry/" + i0+"/expected_outputs",schemaPath:"#/properties/phase_registry/items/properties/expected_outputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.status !== undefined){
let data20 = data1.status;
if(typeof data20 !== "string"){
const err28 = {instancePath:instancePath+"/phase_registry/" + i0+"/status",schemaPath:"#/properties/phase_registry/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((((((data20 === "pending") || (data20 === "active")) || (data20 === "ready_for_review")) || (data20 === "passed")) || (data20 === "repair_needed")) || (data20 === "blocked")) || (data20 === "skipped"))){
const err29 = {instancePath:instancePath+"/phase_registry/" + i0+"/status",schemaPath:"#/properties/phase_registry/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema11.properties.phase_registry.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.turn_options !== undefined){
let data21 = data1.turn_options;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.on_pass !== undefined){
let data22 = data21.on_pass;
if((typeof data22 !== "string") && (data22 !== null)){
const err30 = {instancePath:instancePath+"/phase_registry/" + i0+"/turn_options/on_pass",schemaPath:"#/properties/phase_registry/items/properties/turn_options/properties/on_pass/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.turn_options.properties.on_pass.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data21.on_partial !== undefined){
let data23 = data21.on_partial;
if((typeof data23 !== "string") && (data23 !== null)){
const err31 = {instancePath:instancePath+"/phase_registry/" + i0+"/turn_options/on_partial",schemaPath:"#/properties/phase_registry/items/properties/turn_options/properties/on_partial/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.turn_options.properties.on_partial.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data21.on_fail !== undefined){
let data24 = data21.on_fail;
if((typeof data24 !== "string") && (data24 !== null)){
const err32 = {instancePath:instancePath+"/phase_registry/" + i0+"/turn_options/on_fail",schemaPath:"#/properties/phase_registry/items/properties/turn_options/properties/on_fail/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.turn_options.properties.on_fail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data21.on_block !== undefined){
let data25 = data21.on_block;
if((typeof data25 !== "string") && (data25 !== null)){
const err33 = {instancePath:instancePath+"/phase_registry/" + i0+"/turn_options/on_block",schemaPath:"#/properties/phase_registry/items/properties/turn_options/properties/on_block/type",keyword:"type",params:{type: schema11.properties.phase_registry.items.properties.turn_options.properties.on_block.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/phase_registry/" + i0+"/turn_options",schemaPath:"#/properties/phase_registry/items/properties/turn_options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/phase_registry/" + i0,schemaPath:"#/properties/phase_registry/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/phase_registry",schemaPath:"#/properties/phase_registry/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.current_controller_phase_id !== undefined){
let data26 = data.current_controller_phase_id;
if(typeof data26 === "string"){
if(func2(data26) < 1){
const err37 = {instancePath:instancePath+"/current_controller_phase_id",schemaPath:"#/properties/current_controller_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/current_controller_phase_id",schemaPath:"#/properties/current_controller_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.current_user_requirement_phase_id !== undefined){
let data27 = data.current_user_requirement_phase_id;
if((typeof data27 !== "string") && (data27 !== null)){
const err39 = {instancePath:instancePath+"/current_user_requirement_phase_id",schemaPath:"#/properties/current_user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.current_user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.current_agent_unit_phase_id !== undefined){
let data28 = data.current_agent_unit_phase_id;
if((typeof data28 !== "string") && (data28 !== null)){
const err40 = {instancePath:instancePath+"/current_agent_unit_phase_id",schemaPath:"#/properties/current_agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.current_agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.task_phase_plan !== undefined){
let data29 = data.task_phase_plan;
if(Array.isArray(data29)){
const len7 = data29.length;
for(let i7=0; i7<len7; i7++){
let data30 = data29[i7];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.task_phase_plan_id === undefined){
const err41 = {instancePath:instancePath+"/task_phase_plan/" + i7,schemaPath:"#/properties/task_phase_plan/items/required",keyword:"required",params:{missingProperty: "task_phase_plan_id"},message:"must have required property '"+"task_phase_plan_id"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data30.control_gate === undefined){
const err42 = {instancePath:instancePath+"/task_phase_plan/" + i7,schemaPath:"#/properties/task_phase_plan/items/required",keyword:"required",params:{missingProperty: "control_gate"},message:"must have required property '"+"control_gate"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data30.status === undefined){
const err43 = {instancePath:instancePath+"/task_phase_plan/" + i7,schemaPath:"#/properties/task_phase_plan/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data30.task_phase_plan_id !== undefined){
let data31 = data30.task_phase_plan_id;
if(typeof data31 === "string"){
if(func2(data31) < 1){
const err44 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/task_phase_plan_id",schemaPath:"#/properties/task_phase_plan/items/properties/task_phase_plan_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/task_phase_plan_id",schemaPath:"#/properties/task_phase_plan/items/properties/task_phase_plan_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data30.control_gate !== undefined){
let data32 = data30.control_gate;
if(typeof data32 !== "string"){
const err46 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/control_gate",schemaPath:"#/properties/task_phase_plan/items/properties/control_gate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!(((((((data32 === "information_search") || (data32 === "requirement_analysis")) || (data32 === "task_execution")) || (data32 === "test_coverage_planning")) || (data32 === "environment_test")) || (data32 === "continuous_optimization")) || (data32 === "final_report"))){
const err47 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/control_gate",schemaPath:"#/properties/task_phase_plan/items/properties/control_gate/enum",keyword:"enum",params:{allowedValues: schema11.properties.task_phase_plan.items.properties.control_gate.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data30.user_requirement_phase_id !== undefined){
let data33 = data30.user_requirement_phase_id;
if((typeof data33 !== "string") && (data33 !== null)){
const err48 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/user_requirement_phase_id",schemaPath:"#/properties/task_phase_plan/items/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.task_phase_plan.items.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data30.purpose !== undefined){
let data34 = data30.purpose;
if((typeof data34 !== "string") && (data34 !== null)){
const err49 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/purpose",schemaPath:"#/properties/task_phase_plan/items/properties/purpose/type",keyword:"type",params:{type: schema11.properties.task_phase_plan.items.properties.purpose.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data30.owns_req_ids !== undefined){
let data35 = data30.owns_req_ids;
if(Array.isArray(data35)){
const len8 = data35.length;
for(let i8=0; i8<len8; i8++){
if(typeof data35[i8] !== "string"){
const err50 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/owns_req_ids/" + i8,schemaPath:"#/properties/task_phase_plan/items/properties/owns_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/owns_req_ids",schemaPath:"#/properties/task_phase_plan/items/properties/owns_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data30.entry_criteria !== undefined){
let data37 = data30.entry_criteria;
if(Array.isArray(data37)){
const len9 = data37.length;
for(let i9=0; i9<len9; i9++){
if(typeof data37[i9] !== "string"){
const err52 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/entry_criteria/" + i9,schemaPath:"#/properties/task_phase_plan/items/properties/entry_criteria/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/entry_criteria",schemaPath:"#/properties/task_phase_plan/items/properties/entry_criteria/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data30.exit_criteria !== undefined){
let data39 = data30.exit_criteria;
if(Array.isArray(data39)){
const len10 = data39.length;
for(let i10=0; i10<len10; i10++){
if(typeof data39[i10] !== "string"){
const err54 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/exit_criteria/" + i10,schemaPath:"#/properties/task_phase_plan/items/properties/exit_criteria/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/exit_criteria",schemaPath:"#/properties/task_phase_plan/items/properties/exit_criteria/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data30.evidence_required !== undefined){
let data41 = data30.evidence_required;
if(Array.isArray(data41)){
const len11 = data41.length;
for(let i11=0; i11<len11; i11++){
if(typeof data41[i11] !== "string"){
const err56 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/evidence_required/" + i11,schemaPath:"#/properties/task_phase_plan/items/properties/evidence_required/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/evidence_required",schemaPath:"#/properties/task_phase_plan/items/properties/evidence_required/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data30.expected_outputs !== undefined){
if(!(Array.isArray(data30.expected_outputs))){
const err58 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/expected_outputs",schemaPath:"#/properties/task_phase_plan/items/properties/expected_outputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data30.consumed_instruction_files !== undefined){
let data44 = data30.consumed_instruction_files;
if(Array.isArray(data44)){
const len12 = data44.length;
for(let i12=0; i12<len12; i12++){
let data45 = data44[i12];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.path !== undefined){
let data46 = data45.path;
if((typeof data46 !== "string") && (data46 !== null)){
const err59 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/consumed_instruction_files/" + i12+"/path",schemaPath:"#/properties/task_phase_plan/items/properties/consumed_instruction_files/items/properties/path/type",keyword:"type",params:{type: schema11.properties.task_phase_plan.items.properties.consumed_instruction_files.items.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data45.section !== undefined){
let data47 = data45.section;
if((typeof data47 !== "string") && (data47 !== null)){
const err60 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/consumed_instruction_files/" + i12+"/section",schemaPath:"#/properties/task_phase_plan/items/properties/consumed_instruction_files/items/properties/section/type",keyword:"type",params:{type: schema11.properties.task_phase_plan.items.properties.consumed_instruction_files.items.properties.section.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data45.consumed_by_role !== undefined){
let data48 = data45.consumed_by_role;
if((typeof data48 !== "string") && (data48 !== null)){
const err61 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/consumed_instruction_files/" + i12+"/consumed_by_role",schemaPath:"#/properties/task_phase_plan/items/properties/consumed_instruction_files/items/properties/consumed_by_role/type",keyword:"type",params:{type: schema11.properties.task_phase_plan.items.properties.consumed_instruction_files.items.properties.consumed_by_role.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data45.reason !== undefined){
let data49 = data45.reason;
if((typeof data49 !== "string") && (data49 !== null)){
const err62 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/consumed_instruction_files/" + i12+"/reason",schemaPath:"#/properties/task_phase_plan/items/properties/consumed_instruction_files/items/properties/reason/type",keyword:"type",params:{type: schema11.properties.task_phase_plan.items.properties.consumed_instruction_files.items.properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/consumed_instruction_files/" + i12,schemaPath:"#/properties/task_phase_plan/items/properties/consumed_instruction_files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/consumed_instruction_files",schemaPath:"#/properties/task_phase_plan/items/properties/consumed_instruction_files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data30.phase_local_rules !== undefined){
let data50 = data30.phase_local_rules;
if(Array.isArray(data50)){
const len13 = data50.length;
for(let i13=0; i13<len13; i13++){
if(typeof data50[i13] !== "string"){
const err65 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/phase_local_rules/" + i13,schemaPath:"#/properties/task_phase_plan/items/properties/phase_local_rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/phase_local_rules",schemaPath:"#/properties/task_phase_plan/items/properties/phase_local_rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data30.status !== undefined){
let data52 = data30.status;
if(typeof data52 !== "string"){
const err67 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/status",schemaPath:"#/properties/task_phase_plan/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!(((((((data52 === "pending") || (data52 === "active")) || (data52 === "ready_for_review")) || (data52 === "passed")) || (data52 === "repair_needed")) || (data52 === "blocked")) || (data52 === "skipped"))){
const err68 = {instancePath:instancePath+"/task_phase_plan/" + i7+"/status",schemaPath:"#/properties/task_phase_plan/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema11.properties.task_phase_plan.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/task_phase_plan/" + i7,schemaPath:"#/properties/task_phase_plan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/task_phase_plan",schemaPath:"#/properties/task_phase_plan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

