// Generated from schemas/loop-next-prompt.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-next-prompt.schema.json","title":"LoopNextPrompt","description":"A loop home's `next_prompt.codex.md` (seed 001): not a status summary but the Phase-bound Unit contract the next wake-up executes. While the loop is not closed it holds `phase_bound_next_unit` (`loop-next-prompt-unit`).","x-wflint-kind":"loop-next-prompt","x-wflint-version":"1","type":"object","required":["sustained_loop_invariant"],"properties":{"sustained_loop_invariant":{"type":"object","description":"The four invariants of a sustained loop; all `true`.","properties":{"restore_state_first":{"type":"boolean","description":"Restore disk state before anything else."},"execute_one_bounded_business_unit_or_diagnose_block":{"type":"boolean","description":"Run exactly one bounded unit, or diagnose the block."},"review_before_phase_advance_or_stop":{"type":"boolean","description":"Review before advancing or stopping."},"write_next_prompt_before_yield":{"type":"boolean","description":"Write the next prompt before yielding."}},"required":["restore_state_first","execute_one_bounded_business_unit_or_diagnose_block","review_before_phase_advance_or_stop","write_next_prompt_before_yield"]},"repository_startup_handshake":{"type":"object","description":"The repository startup handshake of the unit's read contract.","properties":{"required":{"type":"boolean","description":"Whether the handshake is required."},"startup_instruction_source":{"type":["string","null"],"description":"Where the startup instructions are (`AGENTS.md`)."},"mandatory_startup_files":{"type":"array","description":"Files every agent reads at startup.","items":{"type":"string","description":"One entry."}},"skill_routing_source":{"type":["string","null"],"description":"The skill routing index (`rules/skills/INDEX.md`)."},"selected_skill_paths":{"type":"array","description":"Skills selected for this unit.","items":{"type":"string","description":"One entry."}},"preflight_use":{"type":["string","null"],"description":"How preflight reads may be used (`non_evidentiary_by_default`)."},"evidentiary_promotion_required":{"type":"boolean","description":"Whether using a preflight source as evidence needs explicit promotion."},"forbidden_even_as_preflight":{"type":"array","description":"Sources forbidden even as preflight.","items":{"type":"string","description":"One entry."}},"must_be_projected_to":{"type":"array","description":"Where the handshake must be projected.","items":{"type":"string","description":"One entry."}}}},"state_authority":{"type":"object","description":"Which state source is authoritative for this unit.","properties":{"authoritative_source":{"type":["string","null"],"enum":["latest_next_prompt","CONTROL.md","PHASES.md","runtime_projection",null],"description":"The authoritative source."},"stale_sources":{"type":"array","description":"Sources that are stale for this unit.","items":{"type":"string","description":"One entry."}},"stale_sources_must_not_be_read":{"type":"boolean","description":"Whether stale sources must not be read."},"override_reason":{"type":["string","null"],"description":"Why the default read order is overridden."},"receipt_output_agreement_required":{"type":"boolean","description":"Whether receipt and output must agree."}}},"skill_routing_trace":{"type":"object","description":"How skills were routed for this unit.","properties":{"index_read_required":{"type":"boolean","description":"Whether the skill index must be read."},"selected_skills":{"type":"array","description":"The selected skills.","items":{"type":"object","description":"One selected skill.","properties":{"skill_path":{"type":["string","null"],"description":"Path of the skill."},"use_mode":{"type":["string","null"],"enum":["call_directly","absorb_principle","reject",null],"description":"How the skill is used."},"covers_req_ids":{"type":"array","description":"Requirement ids the skill serves.","items":{"type":"string","description":"One entry."}},"reason_now":{"type":["string","null"],"description":"Why the skill is used now."},"local_instruction":{"type":["string","null"],"description":"The instruction projected into this unit."},"expected_artifact_effect":{"type":["string","null"],"description":"How the skill must change the artifact."},"expected_effect":{"type":["string","null"],"description":"How the skill must change the work."},"authority_boundary":{"type":["string","null"],"description":"What the skill may not decide."},"skill_effect_checked_by":{"type":["string","null"],"description":"Who checks the skill's effect."}}}},"must_appear_in":{"type":"array","description":"Where the routing must appear.","items":{"type":"string","description":"One entry."}}}},"phase_bound_next_unit":{"type":"object","description":"The next unit, bound to its phases (required while the loop is not closed).","properties":{"current_phase_only":{"type":"boolean","description":"Only the current phase is exposed."},"hide_future_phase_details":{"type":"boolean","description":"Future phase details are hidden."},"stop_after_expected_writes":{"type":"boolean","description":"The unit stops after its expected writes."},"must_not_start_next_phase":{"type":"boolean","description":"The unit may not start the next phase."},"task_phase_plan_id":{"type":["string","null"],"description":"The task-level phase."},"controller_phase_id":{"type":["string","null"],"description":"The controller lifecycle phase."},"user_requirement_phase_id":{"type":["string","null"],"description":"The user requirement phase."},"agent_unit_phase_id":{"type":"string","description":"The agent unit phase of the next unit.","minLength":1},"task_card_path":{"type":"string","description":"The task card of the next unit; must exist.","minLength":1},"decision_packet_path":{"type":["string","null"],"description":"The decision packet that binds this unit."},"next_unit_goal":{"type":"string","description":"What the next unit must achieve.","minLength":1},"why_this_unit_fits_controller_phase":{"type":["string","null"],"description":"Why the unit fits the controller phase."},"why_this_unit_fits_user_requirement_phase":{"type":["string","null"],"description":"Why the unit fits the user requirement phase."},"phase_context_brief":{"type":"object","description":"The phase context the unit gets.","properties":{"phase_goal":{"type":["string","null"],"description":"Goal of the phase."},"current_progress":{"type":["string","null"],"description":"Progress so far."},"relevant_user_requirement_excerpt":{"type":["string","null"],"description":"The relevant requirement excerpt."},"accepted_background_facts":{"type":"array","description":"Facts accepted as background.","items":{"type":"string","description":"One entry."}},"non_goals":{"type":"array","description":"Non-goals.","items":{"type":"string","description":"One entry."}},"claim_ceiling":{"type":["string","null"],"description":"The claim ceiling of the unit."}}},"bounded_context_package":{"type":"object","description":"The bounded context package (never the full user prompt or phase plan).","properties":{"context_budget":{"type":["string","null"],"description":"The context budget."},"include_full_user_prompt":{"type":"boolean","description":"Must be `false`."},"include_full_phase_plan":{"type":"boolean","description":"Must be `false`."},"required_background_items":{"type":"array","description":"Background items the unit must use.","items":{"type":"object","description":"One background item.","properties":{"item_id":{"type":["string","null"],"description":"Id."},"path_or_source":{"type":["string","null"],"description":"Where it is."},"why_needed_for_this_unit":{"type":["string","null"],"description":"Why it is needed."},"how_to_read":{"type":["string","null"],"description":"How to read it."},"must_be_used_in":{"type":"array","description":"Where its use must show.","items":{"type":"string","description":"One entry."}}}}}}},"unit_scope":{"type":"object","description":"A Loop Unit's scope (seed 001 `unit_scope`): at most 3 directions and 5 atomic tasks; more must be deferred (`loop-unit-scope`).","properties":{"unit_id":{"type":["string","null"],"description":"Id of the unit."},"task_phase_plan_id":{"type":["string","null"],"description":"The task-level phase plan entry (`task_phase_plan_id`) the unit runs under."},"controller_phase_id":{"type":["string","null"],"description":"Controller lifecycle phase (old alias `loop_level_phase_id`)."},"user_requirement_phase_id":{"type":["string","null"],"description":"User requirement phase (old alias `task_phase_id`)."},"agent_unit_phase_id":{"type":["string","null"],"description":"Agent unit phase of the unit."},"directions":{"type":"array","description":"The directions the unit works on: 1 to 3.","items":{"type":"string","description":"One entry."}},"atomic_tasks":{"type":"array","description":"The atomic tasks of the unit: target 3-5, at most 5; fewer only for a review/gate unit with a stated reason.","items":{"type":"string","description":"One entry."}},"why_these_directions":{"type":["string","null"],"description":"Why these directions change the next decision most."},"deferred_directions":{"type":"array","description":"Directions left for later units.","items":{"type":"string","description":"One entry."}},"deferred_atomic_tasks":{"type":"array","description":"Atomic tasks left for later units.","items":{"type":"string","description":"One entry."}},"next_unit_candidates":{"type":"array","description":"Candidate next units.","items":{"type":"string","description":"One entry."}},"scope_reason":{"type":["string","null"],"description":"Why the unit has fewer than 3 atomic tasks (a review or gate unit)."},"task_volume_policy":{"type":"object","description":"The volume policy of seed 001 (`target_atomic_tasks: \"3-5\"`, `if_less_than_three: justify_gate_or_review_scope`).","properties":{"target_atomic_tasks":{"type":["string","integer"],"description":"Target number of atomic tasks (`\"3-5\"`)."},"avoid_too_small":{"type":"boolean","description":"Whether too-small units are avoided."},"if_more_than_five":{"type":["string","null"],"description":"What to do with more than five atomic tasks (`defer_or_split`)."},"if_less_than_three":{"type":["string","null"],"description":"What fewer than three atomic tasks needs (`justify_gate_or_review_scope`, or the stated reason)."}}}}},"requirement_grouping":{"type":"object","description":"How requirements are grouped onto sub-agents (seed 001 `requirement_grouping`).","properties":{"grouping_basis":{"type":["string","null"],"enum":["same_kind","broad_cross_cutting","dependency_chain","test_lane","external_resource",null],"description":"Why the requirements are grouped."},"grouped_req_ids":{"type":"array","description":"Requirement ids of a same-kind group.","items":{"type":"string","description":"One entry."}},"broad_req_ids":{"type":"array","description":"Broad requirements: each needs its own singleton agent.","items":{"type":"string","description":"One entry."}},"max_req_ids_per_subagent":{"type":"integer","description":"Most requirement ids one sub-agent handles (seed default 2).","minimum":1},"singleton_agent_required":{"type":["boolean","null"],"description":"Whether a singleton reviewer is required."},"assignment_reason":{"type":["string","null"],"description":"Why the requirements are assigned this way."},"deferred_req_ids":{"type":"array","description":"Requirement ids deferred to later units.","items":{"type":"string","description":"One entry."}}}},"agent_unit_phase_plan":{"type":"array","description":"The local phases of the unit (restore_contract … handoff_review).","items":{"type":"object","description":"One local phase.","properties":{"phase_id":{"type":["string","null"],"description":"Local phase id."},"must_read":{"type":"array","description":"Reads.","items":{"type":"string","description":"One entry."}},"must_output":{"type":"array","description":"Outputs.","items":{"type":"string","description":"One entry."}},"must_check":{"type":"array","description":"Checks.","items":{"type":"string","description":"One entry."}},"must_write":{"type":"array","description":"Writes.","items":{"type":"string","description":"One entry."}}}}},"reviewer_sequence":{"type":"array","description":"The reviewers, in order.","items":{"type":"string","description":"One entry."}},"required_read_paths":{"type":"array","description":"Paths the unit must read; non-empty.","items":{"type":"string","description":"One entry."},"minItems":1},"role_roster":{"type":"array","description":"The agents of the unit.","items":{"type":"object","description":"One agent of the roster.","properties":{"agent_id":{"type":["string","null"],"description":"Id of the agent."},"role":{"type":["string","null"],"enum":["controlled_task_agent","review_agent","verifier","controller",null],"description":"The role of the agent."},"objective":{"type":["string","null"],"description":"What the agent must achieve in this unit."},"prompt_path":{"type":["string","null"],"description":"Path of its `prompt.md`."},"read_paths_path":{"type":["string","null"],"description":"Path of its `read_paths.txt`."},"output_path":{"type":["string","null"],"description":"Path of its output."},"receipt_path":{"type":["string","null"],"description":"Path of its `receipt.yaml`."},"req_ids":{"type":"array","description":"Requirement ids assigned to this agent (at most `max_req_ids_per_subagent`).","items":{"type":"string","description":"One entry."}},"may_read":{"type":"array","description":"Paths the agent may read.","items":{"type":"string","description":"One entry."}},"forbidden_read":{"type":"array","description":"Paths the agent must not read.","items":{"type":"string","description":"One entry."}},"must_output":{"type":"array","description":"Outputs the agent must write.","items":{"type":"string","description":"One entry."}},"decision_authority":{"type":["string","null"],"description":"What the agent may decide."}}}},"single_agent_exception":{"type":"object","description":"Why one agent is enough when no separate task / review agent is used (seed 001 `single_agent_exception`).","properties":{"allowed":{"type":["boolean","null"],"description":"Whether the single-agent exception is taken."},"reason":{"type":["string","null"],"description":"Why a single agent is enough."},"review_substitute":{"type":["string","null"],"description":"What replaces the independent review."},"risk_acceptance":{"type":["string","null"],"description":"Which risk is accepted (never for closure, promotion, scheduler stop or broad claims)."}}},"required_information_use":{"type":"array","description":"Information the unit must read and use, with its trace.","items":{"type":"object","description":"One information item.","properties":{"item_id":{"type":["string","null"],"description":"Id."},"source":{"type":["string","null"],"description":"Source."},"must_be_read":{"type":["boolean","null"],"description":"Must be read."},"must_be_cited_or_used_in":{"type":"array","description":"Where its use must show.","items":{"type":"string","description":"One entry."}},"verification_method":{"type":["string","null"],"description":"How use is verified."},"output_trace_required":{"type":["boolean","null"],"description":"Whether an output trace is required."},"receipt_field":{"type":["string","null"],"description":"The receipt field recording it."}}}},"receipt_output_agreement":{"type":"object","description":"What receipt and output must agree on.","properties":{"forbidden_reads_match_role_contract":{"type":"boolean","description":"Forbidden reads match the role contract."},"stale_state_handling_matches_state_authority":{"type":"boolean","description":"Stale state handling matches the state authority."},"required_information_use_traced_in_outputs":{"type":"boolean","description":"Required information use is traced in outputs."},"scheduler_or_manual_resume_matches_scheduler_expectation":{"type":"boolean","description":"Resume expectation matches the scheduler."},"consumer_protocol_receipt_gate_status_recorded":{"type":"boolean","description":"The gate status is recorded."}}},"consumer_protocol_receipt_gate":{"type":"object","description":"The consumer protocol receipt gate (seed 001 `consumer_protocol_receipt_gate`).","properties":{"required":{"type":["boolean","null"],"description":"Whether the gate applies."},"applies_to_roles":{"type":"array","description":"Roles the gate applies to.","items":{"type":"string","description":"One entry."}},"checks":{"type":"array","description":"The checks of the gate (seed 001 list).","items":{"type":"string","description":"One entry."}},"evidence_inputs":{"type":"object","description":"Paths the gate consumes.","properties":{"task_card_path":{"type":["string","null"],"description":"The task card."},"phases_path":{"type":["string","null"],"description":"`PHASES.md`."},"agent_read_paths_path":{"type":["string","null"],"description":"The agent's `read_paths.txt`."},"agent_receipt_path":{"type":["string","null"],"description":"The agent's `receipt.yaml`."},"read_compliance_review_path":{"type":["string","null"],"description":"The read-compliance review."}}},"pass_condition":{"type":["string","null"],"description":"When the gate passes (`all_checks_pass_or_not_applicable_with_reason`)."},"fail_reaction":{"type":["string","null"],"description":"Reaction on failure (`repair_read_contract_or_rerun_unit`)."}}},"forbidden_read_paths":{"type":"array","description":"Paths the unit must not read.","items":{"type":"string","description":"One entry."}},"expected_write_paths":{"type":"array","description":"Paths the unit is expected to write.","items":{"type":"string","description":"One entry."}},"scheduler_expectation":{"type":"object","description":"What the scheduler is expected to do after the unit.","properties":{"schedule_surface":{"type":["string","null"],"description":"Surface."},"schedule_status":{"type":["string","null"],"description":"Status."},"receipt_path":{"type":["string","null"],"description":"Receipt."},"next_wakeup_or_manual_resume":{"type":["string","null"],"description":"Next wake-up or manual resume."}}},"forbidden_shortcuts":{"type":"array","description":"The six forbidden shortcuts of seed 001, all listed.","items":{"type":"string","enum":["status_only_next_prompt","phase_advance_without_effect_review","scheduler_stop_without_closure_or_block","closure_without_decision_packet_when_required","future_phase_execution_details","next_next_task_instructions"],"description":"A forbidden shortcut."}}},"required":["agent_unit_phase_id","task_card_path","next_unit_goal","required_read_paths","forbidden_shortcuts"]}}};
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-next-prompt.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sustained_loop_invariant === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sustained_loop_invariant"},message:"must have required property '"+"sustained_loop_invariant"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sustained_loop_invariant !== undefined){
let data0 = data.sustained_loop_invariant;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.restore_state_first === undefined){
const err1 = {instancePath:instancePath+"/sustained_loop_invariant",schemaPath:"#/properties/sustained_loop_invariant/required",keyword:"required",params:{missingProperty: "restore_state_first"},message:"must have required property '"+"restore_state_first"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.execute_one_bounded_business_unit_or_diagnose_block === undefined){
const err2 = {instancePath:instancePath+"/sustained_loop_invariant",schemaPath:"#/properties/sustained_loop_invariant/required",keyword:"required",params:{missingProperty: "execute_one_bounded_business_unit_or_diagnose_block"},message:"must have required property '"+"execute_one_bounded_business_unit_or_diagnose_block"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.review_before_phase_advance_or_stop === undefined){
const err3 = {instancePath:instancePath+"/sustained_loop_invariant",schemaPath:"#/properties/sustained_loop_invariant/required",keyword:"required",params:{missingProperty: "review_before_phase_advance_or_stop"},message:"must have required property '"+"review_before_phase_advance_or_stop"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.write_next_prompt_before_yield === undefined){
const err4 = {instancePath:instancePath+"/sustained_loop_invariant",schemaPath:"#/properties/sustained_loop_invariant/required",keyword:"required",params:{missingProperty: "write_next_prompt_before_yield"},message:"must have required property '"+"write_next_prompt_before_yield"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.restore_state_first !== undefined){
if(typeof data0.restore_state_first !== "boolean"){
const err5 = {instancePath:instancePath+"/sustained_loop_invariant/restore_state_first",schemaPath:"#/properties/sustained_loop_invariant/properties/restore_state_first/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.execute_one_bounded_business_unit_or_diagnose_block !== undefined){
if(typeof data0.execute_one_bounded_business_unit_or_diagnose_block !== "boolean"){
const err6 = {instancePath:instancePath+"/sustained_loop_invariant/execute_one_bounded_business_unit_or_diagnose_block",schemaPath:"#/properties/sustained_loop_invariant/properties/execute_one_bounded_business_unit_or_diagnose_block/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.review_before_phase_advance_or_stop !== undefined){
if(typeof data0.review_before_phase_advance_or_stop !== "boolean"){
const err7 = {instancePath:instancePath+"/sustained_loop_invariant/review_before_phase_advance_or_stop",schemaPath:"#/properties/sustained_loop_invariant/properties/review_before_phase_advance_or_stop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.write_next_prompt_before_yield !== undefined){
if(typeof data0.write_next_prompt_before_yield !== "boolean"){
const err8 = {instancePath:instancePath+"/sustained_loop_invariant/write_next_prompt_before_yield",schemaPath:"#/properties/sustained_loop_invariant/properties/write_next_prompt_before_yield/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/sustained_loop_invariant",schemaPath:"#/properties/sustained_loop_invariant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.repository_startup_handshake !== undefined){
let data5 = data.repository_startup_handshake;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.required !== undefined){
if(typeof data5.required !== "boolean"){
const err10 = {instancePath:instancePath+"/repository_startup_handshake/required",schemaPath:"#/properties/repository_startup_handshake/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.startup_instruction_source !== undefined){
let data7 = data5.startup_instruction_source;
if((typeof data7 !== "string") && (data7 !== null)){
const err11 = {instancePath:instancePath+"/repository_startup_handshake/startup_instruction_source",schemaPath:"#/properties/repository_startup_handshake/properties/startup_instruction_source/type",keyword:"type",params:{type: schema11.properties.repository_startup_handshake.properties.startup_instruction_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.mandatory_startup_files !== undefined){
let data8 = data5.mandatory_startup_files;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err12 = {instancePath:instancePath+"/repository_startup_handshake/mandatory_startup_files/" + i0,schemaPath:"#/properties/repository_startup_handshake/properties/mandatory_startup_files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/repository_startup_handshake/mandatory_startup_files",schemaPath:"#/properties/repository_startup_handshake/properties/mandatory_startup_files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.skill_routing_source !== undefined){
let data10 = data5.skill_routing_source;
if((typeof data10 !== "string") && (data10 !== null)){
const err14 = {instancePath:instancePath+"/repository_startup_handshake/skill_routing_source",schemaPath:"#/properties/repository_startup_handshake/properties/skill_routing_source/type",keyword:"type",params:{type: schema11.properties.repository_startup_handshake.properties.skill_routing_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.selected_skill_paths !== undefined){
let data11 = data5.selected_skill_paths;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(typeof data11[i1] !== "string"){
const err15 = {instancePath:instancePath+"/repository_startup_handshake/selected_skill_paths/" + i1,schemaPath:"#/properties/repository_startup_handshake/properties/selected_skill_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/repository_startup_handshake/selected_skill_paths",schemaPath:"#/properties/repository_startup_handshake/properties/selected_skill_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.preflight_use !== undefined){
let data13 = data5.preflight_use;
if((typeof data13 !== "string") && (data13 !== null)){
const err17 = {instancePath:instancePath+"/repository_startup_handshake/preflight_use",schemaPath:"#/properties/repository_startup_handshake/properties/preflight_use/type",keyword:"type",params:{type: schema11.properties.repository_startup_handshake.properties.preflight_use.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.evidentiary_promotion_required !== undefined){
if(typeof data5.evidentiary_promotion_required !== "boolean"){
const err18 = {instancePath:instancePath+"/repository_startup_handshake/evidentiary_promotion_required",schemaPath:"#/properties/repository_startup_handshake/properties/evidentiary_promotion_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.forbidden_even_as_preflight !== undefined){
let data15 = data5.forbidden_even_as_preflight;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(typeof data15[i2] !== "string"){
const err19 = {instancePath:instancePath+"/repository_startup_handshake/forbidden_even_as_preflight/" + i2,schemaPath:"#/properties/repository_startup_handshake/properties/forbidden_even_as_preflight/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/repository_startup_handshake/forbidden_even_as_preflight",schemaPath:"#/properties/repository_startup_handshake/properties/forbidden_even_as_preflight/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.must_be_projected_to !== undefined){
let data17 = data5.must_be_projected_to;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
if(typeof data17[i3] !== "string"){
const err21 = {instancePath:instancePath+"/repository_startup_handshake/must_be_projected_to/" + i3,schemaPath:"#/properties/repository_startup_handshake/properties/must_be_projected_to/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/repository_startup_handshake/must_be_projected_to",schemaPath:"#/properties/repository_startup_handshake/properties/must_be_projected_to/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/repository_startup_handshake",schemaPath:"#/properties/repository_startup_handshake/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.state_authority !== undefined){
let data19 = data.state_authority;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.authoritative_source !== undefined){
let data20 = data19.authoritative_source;
if((typeof data20 !== "string") && (data20 !== null)){
const err24 = {instancePath:instancePath+"/state_authority/authoritative_source",schemaPath:"#/properties/state_authority/properties/authoritative_source/type",keyword:"type",params:{type: schema11.properties.state_authority.properties.authoritative_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((((data20 === "latest_next_prompt") || (data20 === "CONTROL.md")) || (data20 === "PHASES.md")) || (data20 === "runtime_projection")) || (data20 === null))){
const err25 = {instancePath:instancePath+"/state_authority/authoritative_source",schemaPath:"#/properties/state_authority/properties/authoritative_source/enum",keyword:"enum",params:{allowedValues: schema11.properties.state_authority.properties.authoritative_source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data19.stale_sources !== undefined){
let data21 = data19.stale_sources;
if(Array.isArray(data21)){
const len4 = data21.length;
for(let i4=0; i4<len4; i4++){
if(typeof data21[i4] !== "string"){
const err26 = {instancePath:instancePath+"/state_authority/stale_sources/" + i4,schemaPath:"#/properties/state_authority/properties/stale_sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/state_authority/stale_sources",schemaPath:"#/properties/state_authority/properties/stale_sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data19.stale_sources_must_not_be_read !== undefined){
if(typeof data19.stale_sources_must_not_be_read !== "boolean"){
const err28 = {instancePath:instancePath+"/state_authority/stale_sources_must_not_be_read",schemaPath:"#/properties/state_authority/properties/stale_sources_must_not_be_read/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data19.override_reason !== undefined){
let data24 = data19.override_reason;
if((typeof data24 !== "string") && (data24 !== null)){
const err29 = {instancePath:instancePath+"/state_authority/override_reason",schemaPath:"#/properties/state_authority/properties/override_reason/type",keyword:"type",params:{type: schema11.properties.state_authority.properties.override_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data19.receipt_output_agreement_required !== undefined){
if(typeof data19.receipt_output_agreement_required !== "boolean"){
const err30 = {instancePath:instancePath+"/state_authority/receipt_output_agreement_required",schemaPath:"#/properties/state_authority/properties/receipt_output_agreement_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/state_authority",schemaPath:"#/properties/state_authority/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.skill_routing_trace !== undefined){
let data26 = data.skill_routing_trace;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.index_read_required !== undefined){
if(typeof data26.index_read_required !== "boolean"){
const err32 = {instancePath:instancePath+"/skill_routing_trace/index_read_required",schemaPath:"#/properties/skill_routing_trace/properties/index_read_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data26.selected_skills !== undefined){
let data28 = data26.selected_skills;
if(Array.isArray(data28)){
const len5 = data28.length;
for(let i5=0; i5<len5; i5++){
let data29 = data28[i5];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.skill_path !== undefined){
let data30 = data29.skill_path;
if((typeof data30 !== "string") && (data30 !== null)){
const err33 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/skill_path",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/skill_path/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.skill_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data29.use_mode !== undefined){
let data31 = data29.use_mode;
if((typeof data31 !== "string") && (data31 !== null)){
const err34 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/use_mode",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/use_mode/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.use_mode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((((data31 === "call_directly") || (data31 === "absorb_principle")) || (data31 === "reject")) || (data31 === null))){
const err35 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/use_mode",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/use_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.use_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data29.covers_req_ids !== undefined){
let data32 = data29.covers_req_ids;
if(Array.isArray(data32)){
const len6 = data32.length;
for(let i6=0; i6<len6; i6++){
if(typeof data32[i6] !== "string"){
const err36 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/covers_req_ids/" + i6,schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/covers_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/covers_req_ids",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/covers_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data29.reason_now !== undefined){
let data34 = data29.reason_now;
if((typeof data34 !== "string") && (data34 !== null)){
const err38 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/reason_now",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/reason_now/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.reason_now.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data29.local_instruction !== undefined){
let data35 = data29.local_instruction;
if((typeof data35 !== "string") && (data35 !== null)){
const err39 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/local_instruction",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/local_instruction/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.local_instruction.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data29.expected_artifact_effect !== undefined){
let data36 = data29.expected_artifact_effect;
if((typeof data36 !== "string") && (data36 !== null)){
const err40 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/expected_artifact_effect",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/expected_artifact_effect/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.expected_artifact_effect.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data29.expected_effect !== undefined){
let data37 = data29.expected_effect;
if((typeof data37 !== "string") && (data37 !== null)){
const err41 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/expected_effect",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/expected_effect/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.expected_effect.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data29.authority_boundary !== undefined){
let data38 = data29.authority_boundary;
if((typeof data38 !== "string") && (data38 !== null)){
const err42 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/authority_boundary",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/authority_boundary/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.authority_boundary.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data29.skill_effect_checked_by !== undefined){
let data39 = data29.skill_effect_checked_by;
if((typeof data39 !== "string") && (data39 !== null)){
const err43 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5+"/skill_effect_checked_by",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/properties/skill_effect_checked_by/type",keyword:"type",params:{type: schema11.properties.skill_routing_trace.properties.selected_skills.items.properties.skill_effect_checked_by.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/skill_routing_trace/selected_skills/" + i5,schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/skill_routing_trace/selected_skills",schemaPath:"#/properties/skill_routing_trace/properties/selected_skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data26.must_appear_in !== undefined){
let data40 = data26.must_appear_in;
if(Array.isArray(data40)){
const len7 = data40.length;
for(let i7=0; i7<len7; i7++){
if(typeof data40[i7] !== "string"){
const err46 = {instancePath:instancePath+"/skill_routing_trace/must_appear_in/" + i7,schemaPath:"#/properties/skill_routing_trace/properties/must_appear_in/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/skill_routing_trace/must_appear_in",schemaPath:"#/properties/skill_routing_trace/properties/must_appear_in/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/skill_routing_trace",schemaPath:"#/properties/skill_routing_trace/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.phase_bound_next_unit !== undefined){
let data42 = data.phase_bound_next_unit;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.agent_unit_phase_id === undefined){
const err49 = {instancePath:instancePath+"/phase_bound_next_unit",schemaPath:"#/properties/phase_bound_next_unit/required",keyword:"required",params:{missingProperty: "agent_unit_phase_id"},message:"must have required property '"+"agent_unit_phase_id"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data42.task_card_path === undefined){
const err50 = {instancePath:instancePath+"/phase_bound_next_unit",schemaPath:"#/properties/phase_bound_next_unit/required",keyword:"required",params:{missingProperty: "task_card_path"},message:"must have required property '"+"task_card_path"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data42.next_unit_goal === undefined){
const err51 = {instancePath:instancePath+"/phase_bound_next_unit",schemaPath:"#/properties/phase_bound_next_unit/required",keyword:"required",params:{missingProperty: "next_unit_goal"},message:"must have required property '"+"next_unit_goal"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data42.required_read_paths === undefined){
const err52 = {instancePath:instancePath+"/phase_bound_next_unit",schemaPath:"#/properties/phase_bound_next_unit/required",keyword:"required",params:{missingProperty: "required_read_paths"},message:"must have required property '"+"required_read_paths"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data42.forbidden_shortcuts === undefined){
const err53 = {instancePath:instancePath+"/phase_bound_next_unit",schemaPath:"#/properties/phase_bound_next_unit/required",keyword:"required",params:{missingProperty: "forbidden_shortcuts"},message:"must have required property '"+"forbidden_shortcuts"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data42.current_phase_only !== undefined){
if(typeof data42.current_phase_only !== "boolean"){
const err54 = {instancePath:instancePath+"/phase_bound_next_unit/current_phase_only",schemaPath:"#/properties/phase_bound_next_unit/properties/current_phase_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data42.hide_future_phase_details !== undefined){
if(typeof data42.hide_future_phase_details !== "boolean"){
const err55 = {instancePath:instancePath+"/phase_bound_next_unit/hide_future_phase_details",schemaPath:"#/properties/phase_bound_next_unit/properties/hide_future_phase_details/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data42.stop_after_expected_writes !== undefined){
if(typeof data42.stop_after_expected_writes !== "boolean"){
const err56 = {instancePath:instancePath+"/phase_bound_next_unit/stop_after_expected_writes",schemaPath:"#/properties/phase_bound_next_unit/properties/stop_after_expected_writes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data42.must_not_start_next_phase !== undefined){
if(typeof data42.must_not_start_next_phase !== "boolean"){
const err57 = {instancePath:instancePath+"/phase_bound_next_unit/must_not_start_next_phase",schemaPath:"#/properties/phase_bound_next_unit/properties/must_not_start_next_phase/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data42.task_phase_plan_id !== undefined){
let data47 = data42.task_phase_plan_id;
if((typeof data47 !== "string") && (data47 !== null)){
const err58 = {instancePath:instancePath+"/phase_bound_next_unit/task_phase_plan_id",schemaPath:"#/properties/phase_bound_next_unit/properties/task_phase_plan_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.task_phase_plan_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data42.controller_phase_id !== undefined){
let data48 = data42.controller_phase_id;
if((typeof data48 !== "string") && (data48 !== null)){
const err59 = {instancePath:instancePath+"/phase_bound_next_unit/controller_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/controller_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.controller_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data42.user_requirement_phase_id !== undefined){
let data49 = data42.user_requirement_phase_id;
if((typeof data49 !== "string") && (data49 !== null)){
const err60 = {instancePath:instancePath+"/phase_bound_next_unit/user_requirement_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data42.agent_unit_phase_id !== undefined){
let data50 = data42.agent_unit_phase_id;
if(typeof data50 === "string"){
if(func2(data50) < 1){
const err61 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data42.task_card_path !== undefined){
let data51 = data42.task_card_path;
if(typeof data51 === "string"){
if(func2(data51) < 1){
const err63 = {instancePath:instancePath+"/phase_bound_next_unit/task_card_path",schemaPath:"#/properties/phase_bound_next_unit/properties/task_card_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/phase_bound_next_unit/task_card_path",schemaPath:"#/properties/phase_bound_next_unit/properties/task_card_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data42.decision_packet_path !== undefined){
let data52 = data42.decision_packet_path;
if((typeof data52 !== "string") && (data52 !== null)){
const err65 = {instancePath:instancePath+"/phase_bound_next_unit/decision_packet_path",schemaPath:"#/properties/phase_bound_next_unit/properties/decision_packet_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.decision_packet_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data42.next_unit_goal !== undefined){
let data53 = data42.next_unit_goal;
if(typeof data53 === "string"){
if(func2(data53) < 1){
const err66 = {instancePath:instancePath+"/phase_bound_next_unit/next_unit_goal",schemaPath:"#/properties/phase_bound_next_unit/properties/next_unit_goal/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/phase_bound_next_unit/next_unit_goal",schemaPath:"#/properties/phase_bound_next_unit/properties/next_unit_goal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data42.why_this_unit_fits_controller_phase !== undefined){
let data54 = data42.why_this_unit_fits_controller_phase;
if((typeof data54 !== "string") && (data54 !== null)){
const err68 = {instancePath:instancePath+"/phase_bound_next_unit/why_this_unit_fits_controller_phase",schemaPath:"#/properties/phase_bound_next_unit/properties/why_this_unit_fits_controller_phase/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.why_this_unit_fits_controller_phase.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data42.why_this_unit_fits_user_requirement_phase !== undefined){
let data55 = data42.why_this_unit_fits_user_requirement_phase;
if((typeof data55 !== "string") && (data55 !== null)){
const err69 = {instancePath:instancePath+"/phase_bound_next_unit/why_this_unit_fits_user_requirement_phase",schemaPath:"#/properties/phase_bound_next_unit/properties/why_this_unit_fits_user_requirement_phase/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.why_this_unit_fits_user_requirement_phase.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data42.phase_context_brief !== undefined){
let data56 = data42.phase_context_brief;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.phase_goal !== undefined){
let data57 = data56.phase_goal;
if((typeof data57 !== "string") && (data57 !== null)){
const err70 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/phase_goal",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/phase_goal/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.phase_context_brief.properties.phase_goal.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data56.current_progress !== undefined){
let data58 = data56.current_progress;
if((typeof data58 !== "string") && (data58 !== null)){
const err71 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/current_progress",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/current_progress/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.phase_context_brief.properties.current_progress.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data56.relevant_user_requirement_excerpt !== undefined){
let data59 = data56.relevant_user_requirement_excerpt;
if((typeof data59 !== "string") && (data59 !== null)){
const err72 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/relevant_user_requirement_excerpt",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/relevant_user_requirement_excerpt/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.phase_context_brief.properties.relevant_user_requirement_excerpt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data56.accepted_background_facts !== undefined){
let data60 = data56.accepted_background_facts;
if(Array.isArray(data60)){
const len8 = data60.length;
for(let i8=0; i8<len8; i8++){
if(typeof data60[i8] !== "string"){
const err73 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/accepted_background_facts/" + i8,schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/accepted_background_facts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/accepted_background_facts",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/accepted_background_facts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data56.non_goals !== undefined){
let data62 = data56.non_goals;
if(Array.isArray(data62)){
const len9 = data62.length;
for(let i9=0; i9<len9; i9++){
if(typeof data62[i9] !== "string"){
const err75 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/non_goals/" + i9,schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/non_goals/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/non_goals",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/non_goals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data56.claim_ceiling !== undefined){
let data64 = data56.claim_ceiling;
if((typeof data64 !== "string") && (data64 !== null)){
const err77 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief/claim_ceiling",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/properties/claim_ceiling/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.phase_context_brief.properties.claim_ceiling.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/phase_bound_next_unit/phase_context_brief",schemaPath:"#/properties/phase_bound_next_unit/properties/phase_context_brief/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data42.bounded_context_package !== undefined){
let data65 = data42.bounded_context_package;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.context_budget !== undefined){
let data66 = data65.context_budget;
if((typeof data66 !== "string") && (data66 !== null)){
const err79 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/context_budget",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/context_budget/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.bounded_context_package.properties.context_budget.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data65.include_full_user_prompt !== undefined){
if(typeof data65.include_full_user_prompt !== "boolean"){
const err80 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/include_full_user_prompt",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/include_full_user_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data65.include_full_phase_plan !== undefined){
if(typeof data65.include_full_phase_plan !== "boolean"){
const err81 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/include_full_phase_plan",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/include_full_phase_plan/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data65.required_background_items !== undefined){
let data69 = data65.required_background_items;
if(Array.isArray(data69)){
const len10 = data69.length;
for(let i10=0; i10<len10; i10++){
let data70 = data69[i10];
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.item_id !== undefined){
let data71 = data70.item_id;
if((typeof data71 !== "string") && (data71 !== null)){
const err82 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10+"/item_id",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/properties/item_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.bounded_context_package.properties.required_background_items.items.properties.item_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data70.path_or_source !== undefined){
let data72 = data70.path_or_source;
if((typeof data72 !== "string") && (data72 !== null)){
const err83 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10+"/path_or_source",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/properties/path_or_source/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.bounded_context_package.properties.required_background_items.items.properties.path_or_source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data70.why_needed_for_this_unit !== undefined){
let data73 = data70.why_needed_for_this_unit;
if((typeof data73 !== "string") && (data73 !== null)){
const err84 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10+"/why_needed_for_this_unit",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/properties/why_needed_for_this_unit/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.bounded_context_package.properties.required_background_items.items.properties.why_needed_for_this_unit.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data70.how_to_read !== undefined){
let data74 = data70.how_to_read;
if((typeof data74 !== "string") && (data74 !== null)){
const err85 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10+"/how_to_read",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/properties/how_to_read/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.bounded_context_package.properties.required_background_items.items.properties.how_to_read.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data70.must_be_used_in !== undefined){
let data75 = data70.must_be_used_in;
if(Array.isArray(data75)){
const len11 = data75.length;
for(let i11=0; i11<len11; i11++){
if(typeof data75[i11] !== "string"){
const err86 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10+"/must_be_used_in/" + i11,schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/properties/must_be_used_in/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10+"/must_be_used_in",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/properties/must_be_used_in/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items/" + i10,schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package/required_background_items",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/properties/required_background_items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/phase_bound_next_unit/bounded_context_package",schemaPath:"#/properties/phase_bound_next_unit/properties/bounded_context_package/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data42.unit_scope !== undefined){
let data77 = data42.unit_scope;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.unit_id !== undefined){
let data78 = data77.unit_id;
if((typeof data78 !== "string") && (data78 !== null)){
const err91 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/unit_id",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/unit_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.unit_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data77.task_phase_plan_id !== undefined){
let data79 = data77.task_phase_plan_id;
if((typeof data79 !== "string") && (data79 !== null)){
const err92 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/task_phase_plan_id",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/task_phase_plan_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.task_phase_plan_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data77.controller_phase_id !== undefined){
let data80 = data77.controller_phase_id;
if((typeof data80 !== "string") && (data80 !== null)){
const err93 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/controller_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/controller_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.controller_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data77.user_requirement_phase_id !== undefined){
let data81 = data77.user_requirement_phase_id;
if((typeof data81 !== "string") && (data81 !== null)){
const err94 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/user_requirement_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/user_requirement_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.user_requirement_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data77.agent_unit_phase_id !== undefined){
let data82 = data77.agent_unit_phase_id;
if((typeof data82 !== "string") && (data82 !== null)){
const err95 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/agent_unit_phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/agent_unit_phase_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.agent_unit_phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data77.directions !== undefined){
let data83 = data77.directions;
if(Array.isArray(data83)){
const len12 = data83.length;
for(let i12=0; i12<len12; i12++){
if(typeof data83[i12] !== "string"){
const err96 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/directions/" + i12,schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/directions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/directions",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/directions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data77.atomic_tasks !== undefined){
let data85 = data77.atomic_tasks;
if(Array.isArray(data85)){
const len13 = data85.length;
for(let i13=0; i13<len13; i13++){
if(typeof data85[i13] !== "string"){
const err98 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/atomic_tasks/" + i13,schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/atomic_tasks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/atomic_tasks",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/atomic_tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data77.why_these_directions !== undefined){
let data87 = data77.why_these_directions;
if((typeof data87 !== "string") && (data87 !== null)){
const err100 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/why_these_directions",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/why_these_directions/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.why_these_directions.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data77.deferred_directions !== undefined){
let data88 = data77.deferred_directions;
if(Array.isArray(data88)){
const len14 = data88.length;
for(let i14=0; i14<len14; i14++){
if(typeof data88[i14] !== "string"){
const err101 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/deferred_directions/" + i14,schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/deferred_directions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/deferred_directions",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/deferred_directions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data77.deferred_atomic_tasks !== undefined){
let data90 = data77.deferred_atomic_tasks;
if(Array.isArray(data90)){
const len15 = data90.length;
for(let i15=0; i15<len15; i15++){
if(typeof data90[i15] !== "string"){
const err103 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/deferred_atomic_tasks/" + i15,schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/deferred_atomic_tasks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/deferred_atomic_tasks",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/deferred_atomic_tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data77.next_unit_candidates !== undefined){
let data92 = data77.next_unit_candidates;
if(Array.isArray(data92)){
const len16 = data92.length;
for(let i16=0; i16<len16; i16++){
if(typeof data92[i16] !== "string"){
const err105 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/next_unit_candidates/" + i16,schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/next_unit_candidates/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/next_unit_candidates",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/next_unit_candidates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data77.scope_reason !== undefined){
let data94 = data77.scope_reason;
if((typeof data94 !== "string") && (data94 !== null)){
const err107 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/scope_reason",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/scope_reason/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.scope_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data77.task_volume_policy !== undefined){
let data95 = data77.task_volume_policy;
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
if(data95.target_atomic_tasks !== undefined){
let data96 = data95.target_atomic_tasks;
if((typeof data96 !== "string") && (!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96))))){
const err108 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/task_volume_policy/target_atomic_tasks",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/task_volume_policy/properties/target_atomic_tasks/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.task_volume_policy.properties.target_atomic_tasks.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data95.avoid_too_small !== undefined){
if(typeof data95.avoid_too_small !== "boolean"){
const err109 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/task_volume_policy/avoid_too_small",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/task_volume_policy/properties/avoid_too_small/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data95.if_more_than_five !== undefined){
let data98 = data95.if_more_than_five;
if((typeof data98 !== "string") && (data98 !== null)){
const err110 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/task_volume_policy/if_more_than_five",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/task_volume_policy/properties/if_more_than_five/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.task_volume_policy.properties.if_more_than_five.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data95.if_less_than_three !== undefined){
let data99 = data95.if_less_than_three;
if((typeof data99 !== "string") && (data99 !== null)){
const err111 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/task_volume_policy/if_less_than_three",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/task_volume_policy/properties/if_less_than_three/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.unit_scope.properties.task_volume_policy.properties.if_less_than_three.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope/task_volume_policy",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/properties/task_volume_policy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/phase_bound_next_unit/unit_scope",schemaPath:"#/properties/phase_bound_next_unit/properties/unit_scope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data42.requirement_grouping !== undefined){
let data100 = data42.requirement_grouping;
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.grouping_basis !== undefined){
let data101 = data100.grouping_basis;
if((typeof data101 !== "string") && (data101 !== null)){
const err114 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/grouping_basis",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/grouping_basis/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.requirement_grouping.properties.grouping_basis.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(!((((((data101 === "same_kind") || (data101 === "broad_cross_cutting")) || (data101 === "dependency_chain")) || (data101 === "test_lane")) || (data101 === "external_resource")) || (data101 === null))){
const err115 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/grouping_basis",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/grouping_basis/enum",keyword:"enum",params:{allowedValues: schema11.properties.phase_bound_next_unit.properties.requirement_grouping.properties.grouping_basis.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data100.grouped_req_ids !== undefined){
let data102 = data100.grouped_req_ids;
if(Array.isArray(data102)){
const len17 = data102.length;
for(let i17=0; i17<len17; i17++){
if(typeof data102[i17] !== "string"){
const err116 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/grouped_req_ids/" + i17,schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/grouped_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
else {
const err117 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/grouped_req_ids",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/grouped_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data100.broad_req_ids !== undefined){
let data104 = data100.broad_req_ids;
if(Array.isArray(data104)){
const len18 = data104.length;
for(let i18=0; i18<len18; i18++){
if(typeof data104[i18] !== "string"){
const err118 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/broad_req_ids/" + i18,schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/broad_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/broad_req_ids",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/broad_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data100.max_req_ids_per_subagent !== undefined){
let data106 = data100.max_req_ids_per_subagent;
if(!(((typeof data106 == "number") && (!(data106 % 1) && !isNaN(data106))) && (isFinite(data106)))){
const err120 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/max_req_ids_per_subagent",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/max_req_ids_per_subagent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data106 == "number") && (isFinite(data106))){
if(data106 < 1 || isNaN(data106)){
const err121 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/max_req_ids_per_subagent",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/max_req_ids_per_subagent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data100.singleton_agent_required !== undefined){
let data107 = data100.singleton_agent_required;
if((typeof data107 !== "boolean") && (data107 !== null)){
const err122 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/singleton_agent_required",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/singleton_agent_required/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.requirement_grouping.properties.singleton_agent_required.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data100.assignment_reason !== undefined){
let data108 = data100.assignment_reason;
if((typeof data108 !== "string") && (data108 !== null)){
const err123 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/assignment_reason",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/assignment_reason/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.requirement_grouping.properties.assignment_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data100.deferred_req_ids !== undefined){
let data109 = data100.deferred_req_ids;
if(Array.isArray(data109)){
const len19 = data109.length;
for(let i19=0; i19<len19; i19++){
if(typeof data109[i19] !== "string"){
const err124 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/deferred_req_ids/" + i19,schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/deferred_req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
else {
const err125 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping/deferred_req_ids",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/properties/deferred_req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/phase_bound_next_unit/requirement_grouping",schemaPath:"#/properties/phase_bound_next_unit/properties/requirement_grouping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data42.agent_unit_phase_plan !== undefined){
let data111 = data42.agent_unit_phase_plan;
if(Array.isArray(data111)){
const len20 = data111.length;
for(let i20=0; i20<len20; i20++){
let data112 = data111[i20];
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
if(data112.phase_id !== undefined){
let data113 = data112.phase_id;
if((typeof data113 !== "string") && (data113 !== null)){
const err127 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/phase_id",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/phase_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.agent_unit_phase_plan.items.properties.phase_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data112.must_read !== undefined){
let data114 = data112.must_read;
if(Array.isArray(data114)){
const len21 = data114.length;
for(let i21=0; i21<len21; i21++){
if(typeof data114[i21] !== "string"){
const err128 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_read/" + i21,schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_read",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data112.must_output !== undefined){
let data116 = data112.must_output;
if(Array.isArray(data116)){
const len22 = data116.length;
for(let i22=0; i22<len22; i22++){
if(typeof data116[i22] !== "string"){
const err130 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_output/" + i22,schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_output/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_output",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_output/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data112.must_check !== undefined){
let data118 = data112.must_check;
if(Array.isArray(data118)){
const len23 = data118.length;
for(let i23=0; i23<len23; i23++){
if(typeof data118[i23] !== "string"){
const err132 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_check/" + i23,schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_check/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_check",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_check/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data112.must_write !== undefined){
let data120 = data112.must_write;
if(Array.isArray(data120)){
const len24 = data120.length;
for(let i24=0; i24<len24; i24++){
if(typeof data120[i24] !== "string"){
const err134 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_write/" + i24,schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_write/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20+"/must_write",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/properties/must_write/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan/" + i20,schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/phase_bound_next_unit/agent_unit_phase_plan",schemaPath:"#/properties/phase_bound_next_unit/properties/agent_unit_phase_plan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data42.reviewer_sequence !== undefined){
let data122 = data42.reviewer_sequence;
if(Array.isArray(data122)){
const len25 = data122.length;
for(let i25=0; i25<len25; i25++){
if(typeof data122[i25] !== "string"){
const err138 = {instancePath:instancePath+"/phase_bound_next_unit/reviewer_sequence/" + i25,schemaPath:"#/properties/phase_bound_next_unit/properties/reviewer_sequence/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/phase_bound_next_unit/reviewer_sequence",schemaPath:"#/properties/phase_bound_next_unit/properties/reviewer_sequence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data42.required_read_paths !== undefined){
let data124 = data42.required_read_paths;
if(Array.isArray(data124)){
if(data124.length < 1){
const err140 = {instancePath:instancePath+"/phase_bound_next_unit/required_read_paths",schemaPath:"#/properties/phase_bound_next_unit/properties/required_read_paths/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
const len26 = data124.length;
for(let i26=0; i26<len26; i26++){
if(typeof data124[i26] !== "string"){
const err141 = {instancePath:instancePath+"/phase_bound_next_unit/required_read_paths/" + i26,schemaPath:"#/properties/phase_bound_next_unit/properties/required_read_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/phase_bound_next_unit/required_read_paths",schemaPath:"#/properties/phase_bound_next_unit/properties/required_read_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data42.role_roster !== undefined){
let data126 = data42.role_roster;
if(Array.isArray(data126)){
const len27 = data126.length;
for(let i27=0; i27<len27; i27++){
let data127 = data126[i27];
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
if(data127.agent_id !== undefined){
let data128 = data127.agent_id;
if((typeof data128 !== "string") && (data128 !== null)){
const err143 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/agent_id",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/agent_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.agent_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data127.role !== undefined){
let data129 = data127.role;
if((typeof data129 !== "string") && (data129 !== null)){
const err144 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/role",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/role/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.role.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(!(((((data129 === "controlled_task_agent") || (data129 === "review_agent")) || (data129 === "verifier")) || (data129 === "controller")) || (data129 === null))){
const err145 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/role",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data127.objective !== undefined){
let data130 = data127.objective;
if((typeof data130 !== "string") && (data130 !== null)){
const err146 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/objective",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/objective/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.objective.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data127.prompt_path !== undefined){
let data131 = data127.prompt_path;
if((typeof data131 !== "string") && (data131 !== null)){
const err147 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/prompt_path",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/prompt_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.prompt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data127.read_paths_path !== undefined){
let data132 = data127.read_paths_path;
if((typeof data132 !== "string") && (data132 !== null)){
const err148 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/read_paths_path",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/read_paths_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.read_paths_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data127.output_path !== undefined){
let data133 = data127.output_path;
if((typeof data133 !== "string") && (data133 !== null)){
const err149 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/output_path",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/output_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.output_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data127.receipt_path !== undefined){
let data134 = data127.receipt_path;
if((typeof data134 !== "string") && (data134 !== null)){
const err150 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/receipt_path",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/receipt_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.receipt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data127.req_ids !== undefined){
let data135 = data127.req_ids;
if(Array.isArray(data135)){
const len28 = data135.length;
for(let i28=0; i28<len28; i28++){
if(typeof data135[i28] !== "string"){
const err151 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/req_ids/" + i28,schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/req_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/req_ids",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/req_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data127.may_read !== undefined){
let data137 = data127.may_read;
if(Array.isArray(data137)){
const len29 = data137.length;
for(let i29=0; i29<len29; i29++){
if(typeof data137[i29] !== "string"){
const err153 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/may_read/" + i29,schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/may_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
else {
const err154 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/may_read",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/may_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data127.forbidden_read !== undefined){
let data139 = data127.forbidden_read;
if(Array.isArray(data139)){
const len30 = data139.length;
for(let i30=0; i30<len30; i30++){
if(typeof data139[i30] !== "string"){
const err155 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/forbidden_read/" + i30,schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/forbidden_read/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
else {
const err156 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/forbidden_read",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/forbidden_read/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data127.must_output !== undefined){
let data141 = data127.must_output;
if(Array.isArray(data141)){
const len31 = data141.length;
for(let i31=0; i31<len31; i31++){
if(typeof data141[i31] !== "string"){
const err157 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/must_output/" + i31,schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/must_output/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/must_output",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/must_output/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data127.decision_authority !== undefined){
let data143 = data127.decision_authority;
if((typeof data143 !== "string") && (data143 !== null)){
const err159 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27+"/decision_authority",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/properties/decision_authority/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.role_roster.items.properties.decision_authority.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster/" + i27,schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/phase_bound_next_unit/role_roster",schemaPath:"#/properties/phase_bound_next_unit/properties/role_roster/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data42.single_agent_exception !== undefined){
let data144 = data42.single_agent_exception;
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.allowed !== undefined){
let data145 = data144.allowed;
if((typeof data145 !== "boolean") && (data145 !== null)){
const err162 = {instancePath:instancePath+"/phase_bound_next_unit/single_agent_exception/allowed",schemaPath:"#/properties/phase_bound_next_unit/properties/single_agent_exception/properties/allowed/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.single_agent_exception.properties.allowed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data144.reason !== undefined){
let data146 = data144.reason;
if((typeof data146 !== "string") && (data146 !== null)){
const err163 = {instancePath:instancePath+"/phase_bound_next_unit/single_agent_exception/reason",schemaPath:"#/properties/phase_bound_next_unit/properties/single_agent_exception/properties/reason/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.single_agent_exception.properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data144.review_substitute !== undefined){
let data147 = data144.review_substitute;
if((typeof data147 !== "string") && (data147 !== null)){
const err164 = {instancePath:instancePath+"/phase_bound_next_unit/single_agent_exception/review_substitute",schemaPath:"#/properties/phase_bound_next_unit/properties/single_agent_exception/properties/review_substitute/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.single_agent_exception.properties.review_substitute.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data144.risk_acceptance !== undefined){
let data148 = data144.risk_acceptance;
if((typeof data148 !== "string") && (data148 !== null)){
const err165 = {instancePath:instancePath+"/phase_bound_next_unit/single_agent_exception/risk_acceptance",schemaPath:"#/properties/phase_bound_next_unit/properties/single_agent_exception/properties/risk_acceptance/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.single_agent_exception.properties.risk_acceptance.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/phase_bound_next_unit/single_agent_exception",schemaPath:"#/properties/phase_bound_next_unit/properties/single_agent_exception/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data42.required_information_use !== undefined){
let data149 = data42.required_information_use;
if(Array.isArray(data149)){
const len32 = data149.length;
for(let i32=0; i32<len32; i32++){
let data150 = data149[i32];
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
if(data150.item_id !== undefined){
let data151 = data150.item_id;
if((typeof data151 !== "string") && (data151 !== null)){
const err167 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/item_id",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/item_id/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.required_information_use.items.properties.item_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data150.source !== undefined){
let data152 = data150.source;
if((typeof data152 !== "string") && (data152 !== null)){
const err168 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/source",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/source/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.required_information_use.items.properties.source.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data150.must_be_read !== undefined){
let data153 = data150.must_be_read;
if((typeof data153 !== "boolean") && (data153 !== null)){
const err169 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/must_be_read",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/must_be_read/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.required_information_use.items.properties.must_be_read.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data150.must_be_cited_or_used_in !== undefined){
let data154 = data150.must_be_cited_or_used_in;
if(Array.isArray(data154)){
const len33 = data154.length;
for(let i33=0; i33<len33; i33++){
if(typeof data154[i33] !== "string"){
const err170 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/must_be_cited_or_used_in/" + i33,schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/must_be_cited_or_used_in/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/must_be_cited_or_used_in",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/must_be_cited_or_used_in/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data150.verification_method !== undefined){
let data156 = data150.verification_method;
if((typeof data156 !== "string") && (data156 !== null)){
const err172 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/verification_method",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/verification_method/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.required_information_use.items.properties.verification_method.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data150.output_trace_required !== undefined){
let data157 = data150.output_trace_required;
if((typeof data157 !== "boolean") && (data157 !== null)){
const err173 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/output_trace_required",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/output_trace_required/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.required_information_use.items.properties.output_trace_required.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data150.receipt_field !== undefined){
let data158 = data150.receipt_field;
if((typeof data158 !== "string") && (data158 !== null)){
const err174 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32+"/receipt_field",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/properties/receipt_field/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.required_information_use.items.properties.receipt_field.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
else {
const err175 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use/" + i32,schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/phase_bound_next_unit/required_information_use",schemaPath:"#/properties/phase_bound_next_unit/properties/required_information_use/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data42.receipt_output_agreement !== undefined){
let data159 = data42.receipt_output_agreement;
if(data159 && typeof data159 == "object" && !Array.isArray(data159)){
if(data159.forbidden_reads_match_role_contract !== undefined){
if(typeof data159.forbidden_reads_match_role_contract !== "boolean"){
const err177 = {instancePath:instancePath+"/phase_bound_next_unit/receipt_output_agreement/forbidden_reads_match_role_contract",schemaPath:"#/properties/phase_bound_next_unit/properties/receipt_output_agreement/properties/forbidden_reads_match_role_contract/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data159.stale_state_handling_matches_state_authority !== undefined){
if(typeof data159.stale_state_handling_matches_state_authority !== "boolean"){
const err178 = {instancePath:instancePath+"/phase_bound_next_unit/receipt_output_agreement/stale_state_handling_matches_state_authority",schemaPath:"#/properties/phase_bound_next_unit/properties/receipt_output_agreement/properties/stale_state_handling_matches_state_authority/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data159.required_information_use_traced_in_outputs !== undefined){
if(typeof data159.required_information_use_traced_in_outputs !== "boolean"){
const err179 = {instancePath:instancePath+"/phase_bound_next_unit/receipt_output_agreement/required_information_use_traced_in_outputs",schemaPath:"#/properties/phase_bound_next_unit/properties/receipt_output_agreement/properties/required_information_use_traced_in_outputs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data159.scheduler_or_manual_resume_matches_scheduler_expectation !== undefined){
if(typeof data159.scheduler_or_manual_resume_matches_scheduler_expectation !== "boolean"){
const err180 = {instancePath:instancePath+"/phase_bound_next_unit/receipt_output_agreement/scheduler_or_manual_resume_matches_scheduler_expectation",schemaPath:"#/properties/phase_bound_next_unit/properties/receipt_output_agreement/properties/scheduler_or_manual_resume_matches_scheduler_expectation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data159.consumer_protocol_receipt_gate_status_recorded !== undefined){
if(typeof data159.consumer_protocol_receipt_gate_status_recorded !== "boolean"){
const err181 = {instancePath:instancePath+"/phase_bound_next_unit/receipt_output_agreement/consumer_protocol_receipt_gate_status_recorded",schemaPath:"#/properties/phase_bound_next_unit/properties/receipt_output_agreement/properties/consumer_protocol_receipt_gate_status_recorded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
else {
const err182 = {instancePath:instancePath+"/phase_bound_next_unit/receipt_output_agreement",schemaPath:"#/properties/phase_bound_next_unit/properties/receipt_output_agreement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data42.consumer_protocol_receipt_gate !== undefined){
let data165 = data42.consumer_protocol_receipt_gate;
if(data165 && typeof data165 == "object" && !Array.isArray(data165)){
if(data165.required !== undefined){
let data166 = data165.required;
if((typeof data166 !== "boolean") && (data166 !== null)){
const err183 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/required",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/required/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.required.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data165.applies_to_roles !== undefined){
let data167 = data165.applies_to_roles;
if(Array.isArray(data167)){
const len34 = data167.length;
for(let i34=0; i34<len34; i34++){
if(typeof data167[i34] !== "string"){
const err184 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/applies_to_roles/" + i34,schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/applies_to_roles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/applies_to_roles",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/applies_to_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data165.checks !== undefined){
let data169 = data165.checks;
if(Array.isArray(data169)){
const len35 = data169.length;
for(let i35=0; i35<len35; i35++){
if(typeof data169[i35] !== "string"){
const err186 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/checks/" + i35,schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/checks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/checks",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data165.evidence_inputs !== undefined){
let data171 = data165.evidence_inputs;
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
if(data171.task_card_path !== undefined){
let data172 = data171.task_card_path;
if((typeof data172 !== "string") && (data172 !== null)){
const err188 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/evidence_inputs/task_card_path",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/task_card_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.task_card_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data171.phases_path !== undefined){
let data173 = data171.phases_path;
if((typeof data173 !== "string") && (data173 !== null)){
const err189 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/evidence_inputs/phases_path",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/phases_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.phases_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data171.agent_read_paths_path !== undefined){
let data174 = data171.agent_read_paths_path;
if((typeof data174 !== "string") && (data174 !== null)){
const err190 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/evidence_inputs/agent_read_paths_path",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/agent_read_paths_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.agent_read_paths_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data171.agent_receipt_path !== undefined){
let data175 = data171.agent_receipt_path;
if((typeof data175 !== "string") && (data175 !== null)){
const err191 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/evidence_inputs/agent_receipt_path",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/agent_receipt_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.agent_receipt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data171.read_compliance_review_path !== undefined){
let data176 = data171.read_compliance_review_path;
if((typeof data176 !== "string") && (data176 !== null)){
const err192 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/evidence_inputs/read_compliance_review_path",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/properties/read_compliance_review_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.evidence_inputs.properties.read_compliance_review_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/evidence_inputs",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/evidence_inputs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data165.pass_condition !== undefined){
let data177 = data165.pass_condition;
if((typeof data177 !== "string") && (data177 !== null)){
const err194 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/pass_condition",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/pass_condition/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.pass_condition.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data165.fail_reaction !== undefined){
let data178 = data165.fail_reaction;
if((typeof data178 !== "string") && (data178 !== null)){
const err195 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate/fail_reaction",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/properties/fail_reaction/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.consumer_protocol_receipt_gate.properties.fail_reaction.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
else {
const err196 = {instancePath:instancePath+"/phase_bound_next_unit/consumer_protocol_receipt_gate",schemaPath:"#/properties/phase_bound_next_unit/properties/consumer_protocol_receipt_gate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data42.forbidden_read_paths !== undefined){
let data179 = data42.forbidden_read_paths;
if(Array.isArray(data179)){
const len36 = data179.length;
for(let i36=0; i36<len36; i36++){
if(typeof data179[i36] !== "string"){
const err197 = {instancePath:instancePath+"/phase_bound_next_unit/forbidden_read_paths/" + i36,schemaPath:"#/properties/phase_bound_next_unit/properties/forbidden_read_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
else {
const err198 = {instancePath:instancePath+"/phase_bound_next_unit/forbidden_read_paths",schemaPath:"#/properties/phase_bound_next_unit/properties/forbidden_read_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data42.expected_write_paths !== undefined){
let data181 = data42.expected_write_paths;
if(Array.isArray(data181)){
const len37 = data181.length;
for(let i37=0; i37<len37; i37++){
if(typeof data181[i37] !== "string"){
const err199 = {instancePath:instancePath+"/phase_bound_next_unit/expected_write_paths/" + i37,schemaPath:"#/properties/phase_bound_next_unit/properties/expected_write_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
else {
const err200 = {instancePath:instancePath+"/phase_bound_next_unit/expected_write_paths",schemaPath:"#/properties/phase_bound_next_unit/properties/expected_write_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data42.scheduler_expectation !== undefined){
let data183 = data42.scheduler_expectation;
if(data183 && typeof data183 == "object" && !Array.isArray(data183)){
if(data183.schedule_surface !== undefined){
let data184 = data183.schedule_surface;
if((typeof data184 !== "string") && (data184 !== null)){
const err201 = {instancePath:instancePath+"/phase_bound_next_unit/scheduler_expectation/schedule_surface",schemaPath:"#/properties/phase_bound_next_unit/properties/scheduler_expectation/properties/schedule_surface/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.scheduler_expectation.properties.schedule_surface.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
if(data183.schedule_status !== undefined){
let data185 = data183.schedule_status;
if((typeof data185 !== "string") && (data185 !== null)){
const err202 = {instancePath:instancePath+"/phase_bound_next_unit/scheduler_expectation/schedule_status",schemaPath:"#/properties/phase_bound_next_unit/properties/scheduler_expectation/properties/schedule_status/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.scheduler_expectation.properties.schedule_status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data183.receipt_path !== undefined){
let data186 = data183.receipt_path;
if((typeof data186 !== "string") && (data186 !== null)){
const err203 = {instancePath:instancePath+"/phase_bound_next_unit/scheduler_expectation/receipt_path",schemaPath:"#/properties/phase_bound_next_unit/properties/scheduler_expectation/properties/receipt_path/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.scheduler_expectation.properties.receipt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data183.next_wakeup_or_manual_resume !== undefined){
let data187 = data183.next_wakeup_or_manual_resume;
if((typeof data187 !== "string") && (data187 !== null)){
const err204 = {instancePath:instancePath+"/phase_bound_next_unit/scheduler_expectation/next_wakeup_or_manual_resume",schemaPath:"#/properties/phase_bound_next_unit/properties/scheduler_expectation/properties/next_wakeup_or_manual_resume/type",keyword:"type",params:{type: schema11.properties.phase_bound_next_unit.properties.scheduler_expectation.properties.next_wakeup_or_manual_resume.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
else {
const err205 = {instancePath:instancePath+"/phase_bound_next_unit/scheduler_expectation",schemaPath:"#/properties/phase_bound_next_unit/properties/scheduler_expectation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data42.forbidden_shortcuts !== undefined){
let data188 = data42.forbidden_shortcuts;
if(Array.isArray(data188)){
const len38 = data188.length;
for(let i38=0; i38<len38; i38++){
let data189 = data188[i38];
if(typeof data189 !== "string"){
const err206 = {instancePath:instancePath+"/phase_bound_next_unit/forbidden_shortcuts/" + i38,schemaPath:"#/properties/phase_bound_next_unit/properties/forbidden_shortcuts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(!((((((data189 === "status_only_next_prompt") || (data189 === "phase_advance_without_effect_review")) || (data189 === "scheduler_stop_without_closure_or_block")) || (data189 === "closure_without_decision_packet_when_required")) || (data189 === "future_phase_execution_details")) || (data189 === "next_next_task_instructions"))){
const err207 = {instancePath:instancePath+"/phase_bound_next_unit/forbidden_shortcuts/" + i38,schemaPath:"#/properties/phase_bound_next_unit/properties/forbidden_shortcuts/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.phase_bound_next_unit.properties.forbidden_shortcuts.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
else {
const err208 = {instancePath:instancePath+"/phase_bound_next_unit/forbidden_shortcuts",schemaPath:"#/properties/phase_bound_next_unit/properties/forbidden_shortcuts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
else {
const err209 = {instancePath:instancePath+"/phase_bound_next_unit",schemaPath:"#/properties/phase_bound_next_unit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

